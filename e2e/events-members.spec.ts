import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { adminOpensInviteDialog, expectAccessible, linkIn, waitForEmail } from "./support.ts";

let admin: APIRequestContext;
let bea: TestMember;
const stamp = Date.now().toString(36);

async function createEvent(data: Record<string, unknown>) {
  const answer = await admin.post("/api/events", {
    data: { event_date: "2030-09-18", start_time: "18:30", end_time: "21:00", ...data },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { id: string; slug: string; title: string };
}

test.beforeAll(async () => {
  admin = await adminApi();
  bea = await createMember(admin, `Beatrice Webb ${stamp}`);
});
test.afterAll(async () => {
  await admin?.dispose();
});

test("a Standard member sees no Create Event, joins an event with a confirmation email, then leaves it", async ({
  page,
}) => {
  const event = await createEvent({ title: `Opening Night ${stamp}`, description: "The autumn season begins." });
  await logInAs(page, bea);
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Event" })).toHaveCount(0);
  await page.getByLabel("Search events").fill(`opening night ${stamp}`);
  await page.getByRole("list", { name: "Events" }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await page.getByRole("tab", { name: "Participation" }).click();
  await expect(page.getByText("No participants yet. Be the first to join!")).toBeVisible();

  await page.getByRole("button", { name: "Join Event" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome!" });
  await expect(welcome).toBeVisible();
  await expectAccessible(page);
  await welcome.getByRole("button", { name: "Send Confirmation Email" }).click();
  await expect(welcome.getByText("Confirmation email sent.")).toBeVisible();
  await waitForEmail(bea.email, "You're attending");
  await welcome.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(`${bea.name} (You)`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "1 participant" })).toBeVisible();

  await page.getByRole("button", { name: "Leave Event" }).click();
  const confirm = page.getByRole("dialog", { name: "Leave this event?" });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Leave Event" }).click();
  await expect(page.getByText("No participants yet. Be the first to join!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Join Event" })).toBeVisible();
});

test("the host invites a member to an invite-only event; she accepts from the emailed link and lands on the event", async ({
  page,
  browser,
}) => {
  const event = await createEvent({
    title: `Private View ${stamp}`,
    exclusivity: "invite-only",
    is_physical: false,
    virtual_link: "https://meet.example.org/view",
  });
  await logInAs(page, bea);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole("heading", { name: "Event not found" })).toBeVisible();
  await expect(page).toHaveURL(/\/calendar$/);

  const { context: hostContext, page: host, dialog: invite } = await adminOpensInviteDialog(browser, event.slug);
  await expect(invite.getByRole("button", { name: "Send Invite" })).toBeDisabled();
  await invite.getByLabel("Search members by name or email").fill(bea.name);
  await invite.getByRole("checkbox", { name: new RegExp(bea.name) }).check();
  await expectAccessible(host);
  await invite.getByRole("button", { name: "Send Invite" }).click();
  await expect(invite.getByRole("status")).toHaveText("1 invitation sent.");
  await hostContext.close();

  const email = await waitForEmail(bea.email, `invited you to Private View ${stamp}`);
  await page.goto(`/events/invite/${linkIn(email, "/events/invite/")}`);
  await expect(page.getByRole("heading", { name: `Joined 'Private View ${stamp}' successfully!` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`), { timeout: 6_000 });
  await page.getByRole("tab", { name: "Participation" }).click();
  await expect(page.getByText(`${bea.name} (You)`)).toBeVisible();

  await page.goto(`/events/invite/${linkIn(email, "/events/invite/")}`);
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Invalid or expired invitation");
  await expect(page.getByRole("link", { name: "Back to Events" })).toBeVisible();
  await expectAccessible(page);
});
