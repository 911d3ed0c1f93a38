import { test } from "@playwright/test";
import { adminApi, createMember, logInAs } from "../members.ts";
import { logInThroughTheForm, wholePage } from "../support.ts";

const WIDTHS = [1280, 390];
const stamp = Date.now().toString(36);

/** The dialog's Seats & Replies step, a full event's participation tab from the waitlist, the guests dialog. */
test("seats, waitlist and guests at 1280 and 390 px", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const ada = await createMember(admin, `Ada Lovelace ${stamp}`);
  const grace = await createMember(admin, `Grace Hopper ${stamp}`);
  const created = await admin.post("/api/events", {
    data: {
      title: "Founders' Dinner",
      type: "cooking-food",
      description: "Twelve seats at the long table.",
      color: "#7a8f6a",
      event_date: "2030-11-14",
      start_time: "19:30",
      end_time: "23:00",
      location: "The Library, 4 Gramercy Park",
      city: "New York",
      state: "New York",
      country: "United States",
      capacity: 5,
      reserved_seats: { "Travel Host": 1 },
      reserved_until: "2030-11-07T18:00",
      rsvp_deadline: "2030-11-12T12:00",
      guests_max: 2,
    },
  });
  const event = (await created.json()) as { id: string };
  const gracePage = await browser.newPage();
  await logInAs(gracePage, grace);
  await gracePage.request.post(`/api/events/${event.id}/join`, { data: { guests: ["Hedy Lamarr"] } });
  const adaPage = await browser.newPage();
  await logInAs(adaPage, ada);
  await adaPage.request.post(`/api/events/${event.id}/join`, { data: { guests: ["Mary Somerville"] } });
  await gracePage.close();
  await adaPage.close();

  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  await page.request.post(`/api/events/${event.id}/join`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({
        path: `test-results/screenshots/${width}-seats-${name}.png`,
        fullPage,
        animations: "disabled",
      });
    await page.goto(`/events/${event.id}?tab=participation`);
    await page.waitForLoadState("networkidle");
    await shot("participation-waiting");
    await page.goto(`/events/${event.id}`);
    await page.getByRole("button", { name: "Edit Details" }).click();
    await page.getByRole("dialog").waitFor();
    await page.getByRole("button", { name: /Seats & Replies/ }).click();
    await shot("dialog-seats", false);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.goto(`/events/${event.id}?tab=participation`);
    await page.getByRole("button", { name: "Leave the Waitlist" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Leave the Waitlist" }).click();
    await page.getByRole("button", { name: "Join the Waitlist" }).click();
    await page.getByRole("button", { name: "Add a Guest" }).click();
    await page.getByLabel("Guest 1's name").fill("Rosalind Franklin");
    await shot("join-dialog", false);
    await page.getByRole("dialog").getByRole("button", { name: "Join the Waitlist" }).click();
    await page.getByText(/You are number 1 on the waitlist/).waitFor();
  }
  await page.request.post(`/api/events/${event.id}/cancel`, { data: { reason: "Our chef has fallen ill." } });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto(`/events/${event.id}`);
    await page.waitForLoadState("networkidle");
    await wholePage(page, `test-results/screenshots/${width}-seats-cancelled.png`);
  }
  await admin.dispose();
});
