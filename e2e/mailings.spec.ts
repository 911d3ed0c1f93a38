import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { ADMIN, expectAccessible, logInThroughTheForm, openMenu, waitForEmail } from "./support.ts";

test.describe("the mail composer", () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the admin writes to the testing group, previews, confirms, and the sanitized email arrives", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const subject = `Salon test ${Date.now()}`;
    await page.goto("/mail");
    await expect(page.getByRole("heading", { name: "Write to the club" })).toBeVisible();
    await page.getByLabel("Recipients").selectOption("testing");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page
      .getByLabel("Message (HTML)")
      .fill('<p style="color: #aa0000">Dear friends, <strong>join us</strong>.</p><script>alert("x")</script>');

    await expect(page.getByText("Goes to 1 member")).toBeVisible();
    // The frame shows the email exactly as it will be sent, its inline styles included (the club layout's and the admin's).
    const preview = page.frameLocator('iframe[title="Email preview"]');
    await expect(preview.getByText("join us", { exact: true })).toBeAttached();
    await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute("sandbox", "");
    await expect(page.locator('iframe[title="Email preview"]')).not.toHaveAttribute("srcdoc");
    await expect(preview.getByRole("heading", { name: subject })).toHaveCSS("font-size", "26px"); // a browser's h1 is 32px
    await expect(preview.getByRole("paragraph").filter({ hasText: "Dear friends," })).toHaveCSS(
      "color",
      "rgb(170, 0, 0)",
    );
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
    await page.getByRole("button", { name: "HTML", exact: true }).click();
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

test("a Standard member opening the announcement of someone else's event sees the page's own message, and no preview frame is loaded", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const member = await createMember(admin, "Caroline Herschel");
  const created = await admin.post("/api/events", { data: { title: `The admin's soirée ${Date.now().toString(36)}` } });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  await admin.dispose();

  // A draft of hers from an earlier visit would be posted into the frame at once if the composer were shown.
  await logInAs(page, member);
  await page.goto("/home");
  await page.evaluate(
    ([key]) =>
      localStorage.setItem(
        key!,
        JSON.stringify({ subject: "Hello", body: "<p>Hi</p>", recipientGroup: "all", selectedMemberIds: [] }),
      ),
    [`salon.mail-draft.event.${eventId}`],
  );
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|frame-ancestors/i.test(message.text()))
      problems.push(message.text());
  });
  const adminCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/admin/")) adminCalls.push(request.url());
  });

  await page.goto(`/mail?eventId=${eventId}`);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You do not have the necessary permission to view this content")).toBeVisible();
  await expect(page.getByText("Only the event's creator or an admin can announce it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Events" })).toBeVisible();
  await page.waitForTimeout(1_500); // longer than the preview's debounce
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(adminCalls).toEqual([]);
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `test-results/screenshots/${width}-mail-announcement-denied.png`, fullPage: true });
  }
});
