import { mkdirSync } from "node:fs";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { expectAccessible, logInThroughTheForm, waitForEmail } from "./support.ts";

const SHOTS = "test-results/mailing-approval";

/**
 * Issue 37, item 3 (decision 0051): a mailing to more members than the club's threshold waits for a second admin;
 * once approved it waits its cancel window, in which any admin can stop it, and then nothing leaves.
 */
test("an admin writes to the club, a second admin approves, then stops it in its window, and no copy leaves", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const club = await adminApi();
  const second = await createMember(club, "Beatrice Approver");
  const users = (await (await club.get("/api/users")).json()) as { user_id: number; email: string }[];
  const secondId = users.find((user) => user.email === second.email)!.user_id;
  expect((await club.put(`/api/users/${secondId}/admin`, { data: { admin: true } })).ok()).toBe(true);
  // Every other journey runs with a threshold no mailing reaches and no window: this one lowers both, then puts them back.
  const settings = await club.put("/api/admin/club-settings", {
    data: { mailing_approval_threshold: 2, mailing_cancel_window_minutes: 10 },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const bystander = await createMember(club, "Clara Reader");
  try {
    const subject = `The winter programme ${Date.now()}`;
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/mail");
    await page.getByLabel("Recipients").selectOption("all");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Message (HTML)").fill("<p>Dear members, the winter programme is out.</p>");
    const note = page.getByRole("note");
    await expect(note).toContainText(/This mailing goes to \d+ members and needs a second admin's approval\./);
    await page.screenshot({ path: `${SHOTS}/composer-1280.png`, fullPage: true });
    await page.getByRole("button", { name: "Review and send" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this email?" });
    await expect(dialog).toContainText("needs a second admin's approval");
    await dialog.getByRole("button", { name: /^Send to \d+ members$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "waits for a second admin's approval" })).toBeVisible();

    // Her own mailing: she may not approve it.
    await page.goto("/admin/mail-log");
    const mine = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject }) });
    await expect(mine).toContainText("Awaiting a second admin's approval");
    await expect(mine).toContainText("Another admin must approve it: you wrote it.");
    await expect(mine.getByRole("button", { name: `Approve the mailing “${subject}”` })).toHaveCount(0);

    // The second admin, in a browser of her own, approves it: it now waits its ten minutes.
    const context = await browser.newContext();
    const other = await context.newPage();
    await logInAs(other, second);
    await other.goto("/admin/mail-log");
    const hers = other.getByRole("listitem").filter({ has: other.getByRole("heading", { name: subject }) });
    await expect(hers).toContainText("Awaiting a second admin's approval (written by");
    await hers.getByRole("button", { name: `Approve the mailing “${subject}”` }).click();
    await expect(
      hers.getByText("Approved. It leaves in 10 minutes; until then any admin can cancel it."),
    ).toBeVisible();
    await expect(hers).toContainText("Approved by Beatrice Approver");
    await expect(hers).toContainText(/Leaves at .*; any admin can cancel it until then/);
    await hers.scrollIntoViewIfNeeded();
    await hers.screenshot({ path: `${SHOTS}/approved-1280.png` });
    await expectAccessible(other);

    // Then she stops it, after being asked.
    await hers.getByRole("button", { name: `Cancel the mailing “${subject}”` }).click();
    const confirm = other.getByRole("dialog", { name: "Cancel mailing" });
    await expect(confirm).toContainText(`Cancel “${subject}”? Copies not yet sent will not be sent.`);
    await confirm.getByRole("button", { name: "Cancel mailing" }).click();
    await expect(hers.getByText(/^Mailing cancelled: \d+ copies withdrawn, 0 already sent\.$/)).toBeVisible();
    await expect(hers).toContainText(/Cancelled by Beatrice Approver at .*: \d+ copies withdrawn/);
    await expect(hers.getByRole("button", { name: `Cancel the mailing “${subject}”` })).toHaveCount(0);
    await hers.screenshot({ path: `${SHOTS}/cancelled-1280.png` });
    await other.setViewportSize({ width: 390, height: 844 });
    await hers.scrollIntoViewIfNeeded();
    await hers.screenshot({ path: `${SHOTS}/cancelled-390.png` });
    await other.screenshot({ path: `${SHOTS}/mail-log-390.png`, fullPage: true });
    await context.close();

    // The first admin's log says so too, and no member ever receives it.
    await page.reload();
    await expect(mine).toContainText("Cancelled by Beatrice Approver");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/mail");
    await page.getByLabel("Subject").fill("A second thought");
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Message (HTML)").fill("<p>Draft</p>");
    await expect(page.getByRole("note")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/composer-390.png`, fullPage: true });
    await expect(waitForEmail(bystander.email, subject, 3_000)).rejects.toThrow(/no email/);
  } finally {
    const restored = await club.put("/api/admin/club-settings", {
      data: { mailing_approval_threshold: 1_000_000, mailing_cancel_window_minutes: 0 },
    });
    expect(restored.ok()).toBe(true);
    await club.dispose();
  }
});
