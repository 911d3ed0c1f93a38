import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible, logInThroughTheForm, waitForEmail } from "./support.ts";

let admin: APIRequestContext;
let bea: TestMember;
const stamp = Date.now().toString(36);

test.beforeAll(async () => {
  admin = await adminApi();
  bea = await createMember(admin, `Beatrice Seat ${stamp}`);
});
test.afterAll(async () => {
  await admin?.dispose();
});

test("the host creates a capped event, takes its one seat; a member waits, the host leaves, the member is seated and emailed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Founders' Dinner ${stamp}`;
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/calendar");
  await expect(page.getByText("Loading events…")).toBeHidden();
  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Step 2: Date & Location" }).click();
  await dialog.getByLabel("Date", { exact: true }).fill("2030-10-02");
  await dialog.getByRole("button", { name: "Step 3: Seats & Replies" }).click();
  await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();
  // Held seats above the capacity: the dialog says so beside the fields and stays open.
  await dialog.getByLabel("Capacity").fill("1");
  await dialog.getByLabel("Travel Host").fill("2");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog.getByText("Reserved seats cannot be more than the capacity.")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Travel Host").fill("");
  await dialog.getByLabel("RSVP deadline").fill("2030-10-01T12:00");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search events").fill(title);
  await page.getByRole("list", { name: "Events" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const url = page.url();
  await page.getByRole("tab", { name: "Participation" }).click();
  await expect(page.getByText("0 of 1 seat taken · 1 left for you")).toBeVisible();
  await expect(page.getByText(/Replies close on Tuesday, October 1, 2030 at 12:00 PM/)).toBeVisible();
  await page.getByRole("button", { name: "Join Event" }).click();
  await page.getByRole("dialog", { name: "Welcome!" }).getByRole("button", { name: "No, thanks" }).click();
  await expect(page.getByText("1 of 1 seat taken · none left for you")).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInAs(member, bea);
  await member.goto(`${url}?tab=participation`);
  await expect(member.getByText("1 of 1 seat taken · none left for you")).toBeVisible();
  await member.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(member.getByText("The event is full: you are on the waitlist.")).toBeVisible();
  await expect(member.getByText(/You are number 1 on the waitlist\./)).toBeVisible();
  await expect(member.getByRole("button", { name: "Leave the Waitlist" })).toBeVisible();
  await expectAccessible(member);

  await page.reload();
  await expect(page.getByText("1 member on the waitlist")).toBeVisible();
  await page.getByRole("button", { name: "Leave Event" }).click();
  await page.getByRole("dialog", { name: "Leave this event?" }).getByRole("button", { name: "Leave Event" }).click();
  await expect(page.getByText(`${bea.name}`)).toBeVisible();

  const email = await waitForEmail(bea.email, `A seat is yours: ${title}`);
  expect(email).toContain("it is now yours: you are taking part");
  await member.reload();
  await expect(member.getByText(`${bea.name} (You)`)).toBeVisible();
  await expect(member.getByRole("button", { name: "Leave Event" })).toBeVisible();
  await expectAccessible(member);
  await memberContext.close();
});

test("a member brings guests: their names in the join dialog, shown under her, counted as seats", async ({ page }) => {
  const created = await admin.post("/api/events", {
    data: { title: `Garden Party ${stamp}`, event_date: "2030-10-09", capacity: 10, guests_max: 2 },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { slug: string };
  await logInAs(page, bea);
  await page.goto(`/events/${event.slug}?tab=participation`);
  await expect(page.getByText("Each member may bring up to 2 guests.")).toBeVisible();
  await page.getByRole("button", { name: "Join Event" }).click();
  const join = page.getByRole("dialog", { name: "Join this event" });
  await join.getByRole("button", { name: "Add a Guest" }).click();
  await join.getByLabel("Guest 1's name").fill("Grace Hopper");
  await join.getByRole("button", { name: "Add a Guest" }).click();
  await join.getByLabel("Guest 2's name").fill("Ada Lovelace");
  await expect(join.getByRole("button", { name: "Add a Guest" })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(join).toBeHidden();
  await page.getByRole("button", { name: "Join Event" }).click();
  await join.getByRole("button", { name: "Add a Guest" }).click();
  await join.getByLabel("Guest 1's name").fill("Grace Hopper");
  await join.getByRole("button", { name: "Join Event" }).click();
  await page.getByRole("dialog", { name: "Welcome!" }).getByRole("button", { name: "No, thanks" }).click();
  await expect(page.getByText("Grace Hopper")).toBeVisible();
  await expect(page.getByText("2 of 10 seats taken · 8 left for you")).toBeVisible();
  await expectAccessible(page);
});

test("the host cancels an event: the banner with the reason, and the member who joined is emailed", async ({
  page,
  browser,
}) => {
  const created = await admin.post("/api/events", {
    data: { title: `Rooftop Concert ${stamp}`, event_date: "2030-10-16" },
  });
  const event = (await created.json()) as { id: string; slug: string };
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInAs(member, bea);
  expect((await member.request.post(`/api/events/${event.id}/join`)).status()).toBe(200);

  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/events/${event.slug}`);
  await page.getByRole("button", { name: "Cancel Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this event?" });
  await dialog.getByLabel("Reason (optional)").fill("The forecast is for storms.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel Event" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Cancelled" })).toContainText("The forecast is for storms.");
  await expect(page.getByRole("button", { name: "Cancel Event" })).toHaveCount(0);
  await expectAccessible(page);

  const email = await waitForEmail(bea.email, `Cancelled: Rooftop Concert ${stamp}`);
  expect(email).toContain("Reason: The forecast is for storms.");
  expect(email).toMatch(/text\/calendar/i);
  await member.goto(`/events/${event.slug}?tab=participation`);
  await expect(member.getByRole("region", { name: "Cancelled" })).toBeVisible();
  await expect(member.getByRole("button", { name: /Join/ })).toHaveCount(0);
  await memberContext.close();
});
