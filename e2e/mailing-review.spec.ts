import { request, type Page } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { expect, test } from "./journey.ts";
import { adminApi, createAdmin, createMember, logInAs, memberId, type TestMember } from "./members.ts";
import {
  ADMIN,
  consoleErrors,
  expectAccessible,
  logInThroughTheApi,
  logInThroughTheForm,
  waitForEmail,
} from "./support.ts";

const SHOTS = "/tmp/shots-mailing";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Ticks her in the composer's member picker: by her address too, as a rerun's namesakes are listed while it searches. */
async function pick(page: Page, member: TestMember) {
  await page.getByLabel("Search by name or email").fill(member.email);
  await page
    .getByRole("checkbox", { name: new RegExp(`^${member.name} ${member.email.replaceAll(".", "\\.")}`) })
    .check();
}

/** A full-page screenshot once two in a row agree: the email's frame is painted by a process of its own, later. */
async function settledScreenshot(page: Page, path: string) {
  let last = await page.screenshot({ fullPage: true });
  for (let attempt = 0; attempt < 10; attempt++) {
    const next = await page.screenshot({ fullPage: true, path });
    if (next.equals(last)) return;
    last = next;
  }
  throw new Error(`the page did not settle for ${path}`);
}

/**
 * Issue 37, item 3 (decision 0070): an admin writes to four members, two of whom the club leaves out; the mailing
 * waits for a second admin, who reviews on /mail the very email, its count and who is left out and why, approves it,
 * and the two others find it in their inboxes.
 */
test("a second admin reviews a mailing on /mail, who it leaves out and why, approves it, and it arrives", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const club = await adminApi();
  const second = await createAdmin(club, "Helena Reviewer");
  const reader = await createMember(club, "Clara Reader");
  const quiet = await createMember(club, "Nora Quiet");
  const lapsed = await createMember(club, "Lena Lapsed");
  // Lena's term ended two months ago, past its grace: her membership has lapsed.
  const term = await club.put(`/api/admin/members/${await memberId(club, lapsed)}/membership`, {
    data: { tier: null, term_start: day(-430), term_end: day(-65) },
  });
  expect(term.ok(), await term.text()).toBe(true);
  // Nora turns club announcements off herself.
  const nora = await request.newContext({ baseURL: BASE_URL });
  expect((await logInThroughTheApi(nora, quiet.email, quiet.password)).ok()).toBe(true);
  const off = await nora.put("/api/me/preferences", { data: { clubAnnouncements: false, commentNotifications: true } });
  expect(off.ok(), await off.text()).toBe(true);
  await nora.dispose();
  // Every other journey runs with a threshold no mailing reaches: this one lowers it, then puts it back.
  const settings = await club.put("/api/admin/club-settings", {
    data: { mailing_approval_threshold: 1, mailing_cancel_window_minutes: 0 },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const subject = `The spring salon ${Date.now()}`;
  try {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/mail");
    await page.getByLabel("Recipients").selectOption("selected");
    for (const member of [second, reader, quiet, lapsed]) await pick(page, member);
    await expect(page.getByText("4 members selected")).toBeVisible();
    await page.getByLabel("Subject").fill(subject);
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Message (HTML)").fill("<p>Dear members, the spring salon opens in April.</p>");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByText("Goes to 2 members", { exact: true })).toBeVisible();
    const leftOut = preview.getByRole("region", { name: "Left out" });
    await expect(leftOut.getByText("2 members of this group get no copy:", { exact: true })).toBeVisible();
    await expect(leftOut.getByRole("listitem")).toHaveText([
      "Lena Lapsed — membership lapsed",
      "Nora Quiet — announcements turned off",
    ]);
    await expect(preview.getByRole("note")).toHaveText(
      "This mailing goes to 2 members and needs a second admin's approval.",
    );
    await page.getByRole("button", { name: "Review and send" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this email?" });
    await dialog.getByRole("button", { name: "Send to 2 members" }).click();
    await expect(
      page.getByRole("status").filter({
        hasText: "This mailing goes to 2 members, so it waits for a second admin's approval before it is sent.",
      }),
    ).toBeVisible();

    // The second admin, in a browser of her own, finds it waiting on /mail.
    const context = await browser.newContext();
    const other = await context.newPage();
    const errors = consoleErrors(other);
    await logInAs(other, second);
    await other.goto("/mail");
    const waiting = other.getByRole("region", { name: "Waiting to leave" });
    const item = waiting.getByRole("listitem").filter({ has: other.getByRole("heading", { name: subject }) });
    await expect(
      item.getByText(`Selected members · Goes to 2 members · Written by ${ADMIN.name}`, { exact: true }),
    ).toBeVisible();
    await expect(item.getByText("Awaiting a second admin's approval", { exact: true })).toBeVisible();
    await expect(item.getByRole("button", { name: "Approve and send" })).toHaveCount(0);
    // The composer's empty preview frame is on the page, sandboxed without scripts: axe checks the page around it.
    await expectAccessible(other);

    // She opens the review: the email as it leaves, its count, and who is left out and why, as its author saw them.
    await item.getByRole("button", { name: `Review the mailing “${subject}”` }).click();
    await expect(item.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
    await expect(item.getByText("Goes to 2 members", { exact: true })).toBeVisible();
    const reviewed = item.getByRole("region", { name: `Left out of “${subject}”` });
    await expect(reviewed.getByText("2 members of this group get no copy:", { exact: true })).toBeVisible();
    await expect(reviewed.getByRole("listitem")).toHaveText([
      "Lena Lapsed — membership lapsed",
      "Nora Quiet — announcements turned off",
    ]);
    const email = other.frameLocator(`iframe[title="The email “${subject}”"]`);
    await expect(email.getByRole("paragraph").first()).toHaveText("Dear members, the spring salon opens in April.");
    await expectAccessible(other);
    await settledScreenshot(other, `${SHOTS}/review-1280.png`);
    await other.setViewportSize({ width: 390, height: 844 });
    await settledScreenshot(other, `${SHOTS}/review-390.png`);
    await expectAccessible(other);

    // She approves it, after being asked; with no cancel window it leaves at once.
    await item.getByRole("button", { name: "Approve and send" }).click();
    const approve = other.getByRole("dialog", { name: "Approve and send" });
    await expect(approve).toContainText(`Approve “${subject}”? It goes to 2 members at once.`);
    await approve.getByRole("button", { name: "Approve and send" }).click();
    // It no longer waits, so it leaves the list; what the server answered stays above it.
    await expect(item).toHaveCount(0);
    await expect(waiting.getByRole("status")).toHaveText("Approved. The mailing is queued.");
    await other.evaluate(() => window.scrollTo(0, 0));
    await other.screenshot({ path: `${SHOTS}/approved-390.png` });

    const received = await waitForEmail(reader.email, subject, 30_000);
    expect(received).toContain("Dear members, the spring salon opens in April.");
    await waitForEmail(second.email, subject, 30_000);
    for (const member of [quiet, lapsed])
      await expect(waitForEmail(member.email, subject, 1_000)).rejects.toThrow(/no email/);
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    // Nothing of this journey waits on: its mailing, if still held, is stopped, and the club's settings are put back.
    const log = (await (await club.get("/api/admin/mailings")).json()) as {
      id: number;
      subject: string;
      control: { state: string };
    }[];
    for (const mailing of log.filter((m) => m.subject === subject && m.control.state === "awaiting_approval"))
      await club.post(`/api/admin/mailings/${mailing.id}/cancel`);
    const restored = await club.put("/api/admin/club-settings", {
      data: { mailing_approval_threshold: 1_000_000, mailing_cancel_window_minutes: 0 },
    });
    expect(restored.ok()).toBe(true);
    await club.dispose();
  }
});
