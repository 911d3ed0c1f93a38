import { type Browser, type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { uploadThroughApi, PALETTES } from "./gallery-images.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { ADMIN, expectAccessible } from "./support.ts";

// An event's recap (docs/product/events.md#recap, decision 0069): after the event its organiser writes a few words,
// picks photos, says how many came, previews and sends it once; a participant reads it on the event's page.

const SHOTS = process.env.RECAP_SHOTS ?? "test-results/event-recap";
const RUN = Date.now().toString(36);
const TITLE = `Harvest supper ${RUN}`;
const WORDS = `Forty candles, one long table, and a toast to the autumn (${RUN}).`;
let clara: TestMember;

async function pageOf(browser: Browser, member: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await logInAs(page, member);
  return { page, errors };
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an organiser writes and sends an event's recap; a participant reads it on the event's page", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await adminApi();
  clara = await createMember(admin, "Clara Whitfield");
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await admin.post("/api/events", {
    data: {
      title: TITLE,
      description: "Supper in the orchard.",
      event_date: day(1),
      start_time: "19:00",
      end_time: "22:00",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string };
  // Clara joins while it is ahead (an ended event takes no one new), then it is moved to yesterday.
  const claraOwn = await pageOf(browser, clara);
  expect((await claraOwn.page.request.post(`/api/events/${event.id}/join`, { data: {} })).ok()).toBe(true);
  const moved = await admin.put(`/api/events/${event.id}`, { data: { event_date: day(-1), end_date: day(-1) } });
  expect(moved.status(), await moved.text()).toBe(200);
  await uploadThroughApi(admin, "The long table", PALETTES[0], { event_id: event.id, title: "The long table" });
  await uploadThroughApi(admin, "The toast", PALETTES[1], { event_id: event.id, title: "The toast" });
  await admin.dispose();

  const organiser = await pageOf(browser, ADMIN);
  const page = organiser.page;
  await page.goto(`/events/${event.id}`);
  await page.getByRole("button", { name: "Write a recap" }).click();
  const dialog = page.getByRole("dialog", { name: "The recap" });
  await dialog.getByLabel("Your words").fill(WORDS);
  await dialog.getByRole("checkbox", { name: "The long table" }).check();
  await dialog.getByRole("checkbox", { name: "Say how many took part" }).check();
  await dialog.getByRole("radio", { name: "Its participants" }).check();
  const preview = dialog.getByRole("region", { name: "Preview" });
  await expect(preview.getByText(WORDS)).toBeVisible();
  await expect(preview.getByRole("img", { name: "The long table" })).toBeVisible();
  await expectAccessible(page);
  await shots(page, "writing");
  await dialog.getByRole("button", { name: "Send the recap" }).click();

  const confirm = page.getByRole("dialog", { name: "Send the recap?" });
  await expect(
    confirm.getByText(
      "Each participant receives it in their inbox, and by email if they chose so. It is sent once and cannot be changed after.",
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await shots(page, "confirm");
  await confirm.getByRole("button", { name: "Send it now" }).click();
  await expect(page.getByText("Recap sent to 1 member.")).toBeVisible();
  await expect(page.getByText("Sent by")).toBeVisible();
  await expect(page.getByRole("button", { name: "Write a recap" })).toHaveCount(0);

  const reader = claraOwn.page;
  await reader.goto(`/events/${event.id}`);
  const recap = reader.getByRole("region", { name: "Recap" });
  await expect(recap.getByText(WORDS)).toBeVisible();
  await expect(recap.getByText("1 member took part.")).toBeVisible();
  await expect(recap.getByRole("img", { name: "The long table" })).toBeVisible();
  await expect(recap.getByRole("img", { name: "The toast" })).toHaveCount(0);
  await expect(reader.getByRole("button", { name: "Write a recap" })).toHaveCount(0);
  await expectAccessible(reader);
  await shots(reader, "participant");
  expect(organiser.errors).toEqual([]);
  expect(claraOwn.errors).toEqual([]);
});
