import { expect, test, type Page } from "@playwright/test";
import { ADMIN, expectAccessible as expectAccessibleEverywhere, logInThroughTheForm, openMenu, waitForEmail } from "./support.ts";

/**
 * expectAccessible, minus the preview frame: axe cannot run inside a frame sandboxed without scripts (it waits
 * for it forever), and the email inside is checked by the mailings module, not as a page of the site.
 */
const expectAccessible = (page: Page) => expectAccessibleEverywhere(page, { exclude: ['iframe[title="Email preview"]'] });

test.describe("the mail composer", () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the admin writes to the testing group, previews, confirms, and the sanitized email arrives", async ({ page }) => {
    test.setTimeout(90_000);
    const subject = `Salon test ${Date.now()}`;
    await page.goto("/mail");
    await expect(page.getByRole("heading", { name: "Write to the club" })).toBeVisible();
    await page.getByLabel("Recipients").selectOption("testing");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message (HTML)").fill('<p style="color: #aa0000">Dear friends, <strong>join us</strong>.</p><script>alert("x")</script>');

    await expect(page.getByText("Goes to 1 member")).toBeVisible();
    // The frame shows the email exactly as it will be sent, its inline styles included (the club layout's and the admin's).
    const preview = page.frameLocator('iframe[title="Email preview"]');
    await expect(preview.getByText("join us", { exact: true })).toBeAttached();
    await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute("sandbox", "");
    await expect(page.locator('iframe[title="Email preview"]')).not.toHaveAttribute("srcdoc");
    await expect(preview.getByRole("heading", { name: subject })).toHaveCSS("font-size", "26px"); // a browser's h1 is 32px
    await expect(preview.getByRole("paragraph").filter({ hasText: "Dear friends," })).toHaveCSS("color", "rgb(170, 0, 0)");
    await expect(preview.locator("script")).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Review and send" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this email?" });
    await expect(dialog).toContainText("It goes to 1 member (Only me (test))");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Send to 1 member" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Email sent successfully." })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("");

    const email = await waitForEmail(ADMIN.email, subject);
    expect(email).toContain("<strong>join us</strong>");
    expect(email).not.toContain("<script");
  });

  test("says the subject and body are required", async ({ page }) => {
    await page.goto("/mail");
    await page.getByRole("button", { name: "Review and send" }).click();
    await expect(page.getByRole("alert")).toHaveText("Subject and body are required.");
  });

  test("a draft survives a reload, and is forgotten by the browser once the admin logs out", async ({ page }) => {
    await page.goto("/mail");
    await page.getByLabel("Subject").fill("An unfinished thought");
    await page.getByLabel("Message (HTML)").fill("<p>To be continued</p>");
    await page.reload();
    await expect(page.getByLabel("Subject")).toHaveValue("An unfinished thought");
    await expect(page.getByLabel("Message (HTML)")).toHaveValue("<p>To be continued</p>");
    expect(await page.evaluate(() => Object.keys(localStorage))).toContain("salon.mail-draft");

    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await logInThroughTheForm(page);
    await page.goto("/mail");
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });

  test("the selected group lists members to pick", async ({ page }) => {
    await page.goto("/mail");
    await page.getByLabel("Recipients").selectOption("selected");
    await page.getByLabel("Search by name or email").fill(ADMIN.email);
    await page.getByRole("checkbox", { name: new RegExp(ADMIN.name) }).check();
    await expect(page.getByText("1 member selected")).toBeVisible();
    await expect(page.getByText("Goes to 1 member")).toBeVisible();
    await expectAccessible(page);
  });
});
