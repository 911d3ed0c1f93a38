import { mkdirSync } from "node:fs";
import { request } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { expectAccessible, logInThroughTheApi, logInThroughTheForm } from "./support.ts";

const SHOTS = "/tmp/shots-mailings";

/**
 * Issue 37, item 3 (decision 0070): the composer shows who of the group is left out and why; a second admin reviews
 * the very email, its count and its left-out list on /mail before approving; a scheduled mailing shows its time there
 * and another admin cancels it in its window.
 */
test("one admin writes to the club and sees who is left out, a second reviews and approves; a scheduled one is cancelled", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const club = await adminApi();
  const second = await createMember(club, "Helena Reviewer");
  const quiet = await createMember(club, "Nora Quiet");
  const gone = await createMember(club, "Olive Gone");
  const users = (await (await club.get("/api/users")).json()) as { user_id: number; email: string }[];
  const idOf = (email: string) => users.find((user) => user.email === email)!.user_id;
  expect((await club.put(`/api/users/${idOf(second.email)}/admin`, { data: { admin: true } })).ok()).toBe(true);
  expect((await club.put(`/api/users/${idOf(gone.email)}/active`, { data: { active: false } })).ok()).toBe(true);
  // Nora turns club announcements off herself.
  const nora = await request.newContext({ baseURL: BASE_URL });
  expect((await logInThroughTheApi(nora, quiet.email, quiet.password)).ok()).toBe(true);
  const off = await nora.put("/api/me/preferences", { data: { clubAnnouncements: false, commentNotifications: true } });
  expect(off.ok(), await off.text()).toBe(true);
  await nora.dispose();
  const settings = await club.put("/api/admin/club-settings", {
    data: { mailing_approval_threshold: 1, mailing_cancel_window_minutes: 10 },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const subject = `The spring salon ${Date.now()}`;
  const scheduled = `A word for later ${Date.now()}`;
  try {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/mail");
    await page.getByLabel("Recipients").selectOption("all");
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Message (HTML)").fill("<p>Dear members, the spring salon opens in April.</p>");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview).toContainText(/Goes to \d+ members/);
    const leftOut = preview.getByRole("region", { name: "Left out" });
    // A short list names each member; a long one (other journeys' members share this club) counts them by reason.
    await expect(leftOut).toContainText(/of this group get no copy:/);
    await expect(leftOut).toContainText(/Olive Gone — deactivated|\d+ members?: deactivated/);
    await expect(leftOut).toContainText(/Nora Quiet — announcements turned off|\d+ members?: announcements turned off/);
    await page.screenshot({ path: `${SHOTS}/composer-left-out-1280.png`, fullPage: true });
    const reach = Number(/Goes to (\d+) members/.exec((await preview.textContent()) ?? "")![1]);
    await page.getByRole("button", { name: "Review and send" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this email?" });
    await expect(dialog).toContainText("needs a second admin's approval");
    await dialog.getByRole("button", { name: `Send to ${reach} members` }).click();
    await expect(page.getByRole("status").filter({ hasText: "waits for a second admin's approval" })).toBeVisible();

    // The second admin, in a browser of her own, reviews it on /mail before approving it.
    const context = await browser.newContext();
    const other = await context.newPage();
    await logInAs(other, second);
    await other.goto("/mail");
    const waiting = other.getByRole("region", { name: "Waiting to leave" });
    const item = waiting.getByRole("listitem").filter({ has: other.getByRole("heading", { name: subject }) });
    await expect(item).toContainText("Awaiting a second admin's approval (written by");
    await expect(item.getByRole("button", { name: "Approve and send" })).toHaveCount(0);
    await item.getByRole("button", { name: `Review the mailing “${subject}”` }).click();
    await expect(item.getByText(`Goes to ${reach} members`, { exact: true })).toBeVisible();
    const reviewed = item.getByRole("region", { name: "Left out" });
    await expect(reviewed).toContainText(/Olive Gone — deactivated|\d+ members?: deactivated/);
    const frame = other.frameLocator(`iframe[title="The email “${subject}”"]`);
    await expect(
      frame.getByRole("paragraph").filter({ hasText: "Dear members, the spring salon opens in April." }),
    ).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await other.screenshot({ path: `${SHOTS}/review-1280.png`, fullPage: true });
    await expectAccessible(other, { exclude: [`iframe[title="The email “${subject}”"]`] });
    await item.getByRole("button", { name: "Approve and send" }).click();
    const approve = other.getByRole("dialog", { name: "Approve and send" });
    await expect(approve).toContainText(`Approve “${subject}”? It goes to ${reach} members once its cancel window`);
    await approve.getByRole("button", { name: "Approve and send" }).click();
    await expect(
      item.getByText("Approved. It leaves in 10 minutes; until then any admin can cancel it."),
    ).toBeVisible();
    await expect(item).toContainText(/Leaves at .*; any admin can cancel it until then/);

    // The first admin schedules a test to herself for the day after tomorrow, at 9:30 in the club's time zone.
    const day = new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    await page.goto("/mail");
    await page.getByLabel("Recipients").selectOption("testing");
    await page.getByLabel("Subject").fill(scheduled);
    await page.getByLabel("Message (HTML)").fill("<p>A note to read later.</p>");
    await page.getByRole("checkbox", { name: "Send later" }).check();
    await expect(page.getByText("Date and time in the club's time zone (America/New_York).")).toBeVisible();
    await page.getByLabel("Leaves at").fill(`${day}T09:30`);
    await page.getByRole("button", { name: "Review and send" }).click();
    const later = page.getByRole("dialog", { name: "Send this email?" });
    await expect(later).toContainText(/It leaves at .*9:30 AM\./);
    await later.getByRole("button", { name: "Send to 1 member" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Email scheduled. Until it leaves, any admin can cancel it" }),
    ).toBeVisible();

    // The other admin sees it waiting with its time, and cancels it after being asked.
    await other.reload();
    const planned = waiting.getByRole("listitem").filter({ has: other.getByRole("heading", { name: scheduled }) });
    await expect(planned).toContainText(/Scheduled for .*9:30 AM/);
    await other.setViewportSize({ width: 390, height: 844 });
    await planned.scrollIntoViewIfNeeded();
    await other.screenshot({ path: `${SHOTS}/waiting-390.png`, fullPage: true });
    await planned.getByRole("button", { name: `Cancel the mailing “${scheduled}”` }).click();
    const stop = other.getByRole("dialog", { name: "Cancel mailing" });
    await expect(stop).toContainText(`Cancel “${scheduled}”? Copies not yet sent will not be sent.`);
    await stop.getByRole("button", { name: "Cancel mailing" }).click();
    await expect(other.getByText("Mailing cancelled: 1 copy withdrawn, 0 already sent.")).toBeVisible();
    await other.screenshot({ path: `${SHOTS}/cancelled-390.png`, fullPage: true });
    await context.close();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/mail");
    await page.getByLabel("Recipients").selectOption("all");
    await expect(page.getByRole("region", { name: "Left out" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/composer-390.png`, fullPage: true });
    await expectAccessible(page, { exclude: ['iframe[title="Email preview"]', 'iframe[title^="The email"]'] });
  } finally {
    // Nothing of this journey leaves: whatever still waits is stopped, and the club's settings are put back.
    const log = (await (await club.get("/api/admin/mailings")).json()) as {
      id: number;
      subject: string;
      control: { state: string };
    }[];
    for (const mailing of log.filter((m) => m.subject === subject && m.control.state !== "cancelled"))
      await club.post(`/api/admin/mailings/${mailing.id}/cancel`);
    const restored = await club.put("/api/admin/club-settings", {
      data: { mailing_approval_threshold: 1_000_000, mailing_cancel_window_minutes: 0 },
    });
    expect(restored.ok()).toBe(true);
    await club.dispose();
  }
});
