import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember } from "./members.ts";
import { closeMailbox, expectAccessible, logInThroughTheForm } from "./support.ts";

const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screenshots/${page.viewportSize()!.width}-${name}.png`, fullPage: true });
};

test("a password reset the mail server refuses with 550 shows, with its reason, on the admin's dashboard and in the mail log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  const member = await createMember(admin, "Ana Li");
  await admin.dispose();
  // Her mailbox is gone: the club's mail server now answers 550 at RCPT TO for her address.
  await closeMailbox(member.email);

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for that email, a link to reset the password has been sent.",
  );

  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  const panel = page.getByRole("region", { name: "Emails not delivered" });
  const entry = panel.getByRole("listitem").filter({ hasText: member.email });
  // The mail worker tries it within a second or two; the dashboard shows it once it has.
  await expect(async () => {
    await page.goto("/admin");
    await expect(entry).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(entry).toContainText(`Password reset to Ana Li <${member.email}>`);
  await expect(entry).toContainText(/550.*No such mailbox/);
  await expectAccessible(page);

  await panel.getByRole("link", { name: "See them in the mail log" }).click();
  await expect(page).toHaveURL(/\/admin\/mail-log$/);
  const logged = page
    .getByRole("region", { name: "Emails not delivered" })
    .getByRole("listitem")
    .filter({ hasText: member.email });
  await expect(logged.getByRole("heading", { name: /^Reset your .+ password$/ })).toBeVisible();
  await expect(logged).toContainText(`Ana Li <${member.email}>`);
  await expect(logged).toContainText("Password reset");
  await expect(logged).toContainText("1 attempt");
  await expect(logged).toContainText(/550.*No such mailbox/);
  await expect(logged.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expectAccessible(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto("/admin");
    await entry.waitFor();
    await expectAccessible(page);
    await shoot(page, "admin-dashboard-undelivered");
    await page.goto("/admin/mail-log");
    await logged.waitFor();
    await expectAccessible(page);
    await shoot(page, "admin-mail-log-undelivered");
  }
});
