import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

// Confidential gatherings (docs/product/privacy.md#confidential-gatherings, decision 0059): the organiser marks one
// in the event dialog; who comes and what is said are for those attending; no photos are offered.

const SHOTS = "test-results/confidential-event";
const RUN = Date.now().toString(36);
const TITLE = `Boardroom supper ${RUN}`;
const SAID = `Between these walls, the merger is off (${RUN}).`;
const OUTSIDE = "Only those attending see who is coming and what is said.";
let clara: TestMember;
let maud: TestMember;

test.beforeAll(async () => {
  const admin = await adminApi();
  clara = await createMember(admin, "Clara Whitfield");
  maud = await createMember(admin, "Maud Delacroix");
  await admin.dispose();
});

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an organiser creates a confidential gathering; a participant reads what is said, a non-participant does not", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/calendar");
  await expect(page.getByText("Loading events…")).toBeHidden();
  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Title").fill(TITLE);
  await dialog.getByLabel("Description").fill("Dinner, and a conversation that stays at the table.");
  const confidential = dialog.getByRole("switch", { name: "Confidential (Chatham House rules)" });
  await expect(dialog.getByText("Only those attending see who is coming and what is said. No photos")).toBeVisible();
  await confidential.check();
  await expect(confidential).toBeChecked();
  await expectAccessible(page);
  await shots(page, "dialog");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByLabel("Date", { exact: true }).fill("2030-09-18");
  await dialog.getByLabel("Start time").fill("19:30");
  await dialog.getByLabel("End time").fill("22:30");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search events").fill(TITLE);
  const card = page.getByRole("list", { name: "Events" }).getByRole("link");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Confidential");
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator(".event-page__confidential")).toHaveText("Confidential");
  // No photo upload is offered: a confidential gathering keeps none.
  await expect(page.getByRole("tab", { name: "Images" })).toHaveCount(0);
  const eventUrl = page.url();
  const eventId = (await (await page.request.get(`/api/events/${eventUrl.split("/events/")[1]}`)).json()).id as string;

  // Clara joins and says something; Maud stays away.
  const claraPage = await (await browser.newContext()).newPage();
  await logInAs(claraPage, clara);
  expect((await claraPage.request.post(`/api/events/${eventId}/join`)).ok()).toBe(true);
  const posted = await claraPage.request.post("/api/comments", { data: { commentableId: eventId, content: SAID } });
  expect(posted.status()).toBe(201);
  await claraPage.goto(`${eventUrl}?tab=notes`);
  await expect(claraPage.getByText(SAID)).toBeVisible();
  await claraPage.getByRole("tab", { name: "Participation" }).click();
  await expect(claraPage.getByRole("tabpanel").getByText("Clara Whitfield")).toBeVisible();
  await expect(claraPage.getByText(OUTSIDE)).toHaveCount(0);
  await expectAccessible(claraPage);
  await shots(claraPage, "participant");

  const maudPage = await (await browser.newContext()).newPage();
  await logInAs(maudPage, maud);
  await maudPage.goto(`${eventUrl}?tab=notes`);
  await expect(maudPage.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(maudPage.getByText(OUTSIDE)).toBeVisible();
  await expect(maudPage.getByText(SAID)).toHaveCount(0);
  await expectAccessible(maudPage);
  await shots(maudPage, "non-participant-notes");
  await maudPage.getByRole("tab", { name: "Participation" }).click();
  await expect(maudPage.getByText(OUTSIDE)).toBeVisible();
  await expect(maudPage.getByText("Clara Whitfield")).toHaveCount(0);
  await expect(maudPage.getByRole("tab", { name: "Images" })).toHaveCount(0);
  await shots(maudPage, "non-participant-participation");
});
