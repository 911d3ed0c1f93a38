import { expect, test } from "./journey.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

test.describe("the admin panel", () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the dashboard shows the club at a glance and links every admin screen", async ({ page }) => {
    await page.goto("/admin");
    for (const label of [
      "View Applications",
      "View Users",
      "Send Message",
      "Invitation codes",
      "Mail log",
      "Audit log",
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Members by type" })).toBeVisible();
    await expect(page.getByRole("figure")).toHaveAccessibleName(/active member/);
    await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a mailing appears in the mail log, delivered, and its send in the audit log", async ({ page }) => {
    test.setTimeout(90_000);
    const subject = `Log check ${Date.now()}`;
    await page.goto("/mail");
    await page.getByLabel("Recipients").selectOption("testing");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Message (HTML)").fill("<p>Logged.</p>");
    await page.getByRole("button", { name: "Review and send" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send to 1 member" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Email sent successfully." })).toBeVisible();

    await page.goto("/admin");
    await page.getByRole("link", { name: "Mail log", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/mail-log$/);
    const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(entry).toContainText("Only me (test)");
    await expect(entry).toContainText("Delivered: 1 sent, 0 queued, 0 failed", { timeout: 15_000 });
    await expectAccessible(page);

    await page.goto("/admin/audit-log");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await expect(
      page
        .getByRole("list", { name: "Admin actions, newest first" })
        .getByRole("listitem")
        .filter({ hasText: subject })
        .first(),
    ).toContainText(`Admin sent the mailing “${subject}”`);
    await expectAccessible(page);
  });

  test("the Schedule page pencils in a local draft", async ({ page }) => {
    await page.goto("/activities-member");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByRole("complementary", { name: "Drafts" }).getByText("Untitled Event")).toBeVisible();
    const panel = await page.getByRole("complementary", { name: "Drafts" }).boundingBox();
    expect(Math.round(panel!.width)).toBe(350);
    await expectAccessible(page);
  });
});
