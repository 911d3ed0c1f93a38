import { type Browser, type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { ADMIN, expectAccessible } from "./support.ts";

// Ada asks to be introduced to Mary, who receives messages from nobody; the admin introduces them with a note; Mary
// accepts and they write (decision 0062). Then the organiser writes to all her event's participants.

const SHOTS = "test-results/introductions";
let ada: TestMember;
let mary: TestMember;
let maryId: number;
let adminName: string;

test.beforeAll(async () => {
  const admin = await adminApi();
  const stamp = Date.now().toString(36);
  ada = await createMember(admin, `Ada Quillon ${stamp}`);
  mary = await createMember(admin, `Mary Fenwick ${stamp}`);
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string; name: string }[];
  maryId = users.find((user) => user.email === mary.email)!.user_id;
  adminName = users.find((user) => user.email === ADMIN.email)!.name;
  await admin.dispose();
});

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A page signed in as the member, failing the journey on any console error. */
async function pageOf(browser: Browser, member: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await logInAs(page, member);
  return { page, errors };
}

test("an introduction, from the request to the first message", async ({ browser }) => {
  const maryOwn = await pageOf(browser, mary);
  expect(
    (await maryOwn.page.request.put("/api/me/message-settings", { data: { who_may_message: "nobody" } })).ok(),
  ).toBe(true);

  // Ada may not write to Mary: she asks the admin, who knows them both, to introduce them.
  const adaOwn = await pageOf(browser, ada);
  const adaPage = adaOwn.page;
  await adaPage.goto(`/members/${maryId}`);
  await expect(adaPage.getByRole("button", { name: "Send a message" })).toHaveCount(0);
  await adaPage.getByRole("button", { name: "Ask for an introduction" }).click();
  const dialog = adaPage.getByRole("dialog", { name: `An introduction to ${mary.name}` });
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await adaPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await adaPage.getByRole("button", { name: "Ask for an introduction" }).click();
  await dialog.getByLabel("Who could introduce you").selectOption({ label: adminName });
  await dialog.getByLabel("Why you would like to meet").fill("We both restore old sailing boats.");
  await expectAccessible(adaPage);
  await shots(adaPage, "ask-dialog");
  await dialog.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(adaPage.getByText(`Asked. ${adminName} will decide whether to introduce you.`)).toBeVisible();

  // The admin finds it in Messages, and introduces them with a note.
  const adminOwn = await pageOf(browser, ADMIN);
  const adminPage = adminOwn.page;
  await adminPage.goto("/messages");
  const asked = adminPage
    .locator(".introduction")
    .filter({ hasText: `${ada.name} asks you to introduce them to ${mary.name}.` });
  await expect(asked).toContainText("We both restore old sailing boats.");
  await asked.getByLabel("A note for them both").fill("Mary, Ada rebuilt a 1930s sloop: you two should talk.");
  await expectAccessible(adminPage);
  await shots(adminPage, "introducer");
  await asked.getByRole("button", { name: "Introduce them" }).click();
  await expect(
    adminPage
      .locator(".introduction")
      .filter({ hasText: `You introduced ${ada.name} to ${mary.name}: waiting for them.` }),
  ).toBeVisible();

  // Ada sees her request waiting, nothing more.
  await adaPage.goto("/messages");
  await expect(adaPage.getByText(`You asked ${adminName} to introduce you to ${mary.name}.`)).toBeVisible();

  // Mary has a notice, and accepts in Messages.
  const maryPage = maryOwn.page;
  await maryPage.goto("/notifications");
  await expect(maryPage.getByText(`${adminName} would like to introduce you to ${ada.name}`)).toBeVisible();
  await maryPage.goto("/messages");
  const offered = maryPage
    .locator(".introduction")
    .filter({ hasText: `${adminName} would like to introduce you to ${ada.name}.` });
  await expect(offered).toContainText("Mary, Ada rebuilt a 1930s sloop: you two should talk.");
  await expectAccessible(maryPage);
  await shots(maryPage, "introduced");
  await offered.getByRole("button", { name: "Accept" }).click();
  await maryPage.getByRole("link", { name: "Open the conversation" }).click();
  await expect(maryPage).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  const note = maryPage.locator(".introduction-note");
  await expect(note).toContainText(`Introduced by ${adminName}`);
  await expect(note).toContainText("Mary, Ada rebuilt a 1930s sloop: you two should talk.");
  await maryPage.getByLabel("Your message").fill("Ada, I would love to see the sloop.");
  await maryPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(maryPage.locator(".message").filter({ hasText: "Ada, I would love to see the sloop." })).toBeVisible();
  await expectAccessible(maryPage);
  await shots(maryPage, "conversation");

  // Ada reads it under the note, and answers.
  await adaPage.goto("/messages");
  await expect(adaPage.getByText(`${mary.name} accepted your introduction.`)).toBeVisible();
  await adaPage.getByRole("link", { name: "Open the conversation" }).click();
  await expect(adaPage.locator(".introduction-note")).toContainText(`Introduced by ${adminName}`);
  await expect(adaPage.locator(".message").filter({ hasText: "Ada, I would love to see the sloop." })).toBeVisible();
  await adaPage.getByLabel("Your message").fill("Saturday at the harbour?");
  await adaPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(maryPage.locator(".message").filter({ hasText: "Saturday at the harbour?" })).toBeVisible();

  expect([...adaOwn.errors, ...maryOwn.errors, ...adminOwn.errors]).toEqual([]);
});

test("an organiser writes to all her event's participants", async ({ browser }) => {
  const admin = await adminApi();
  const created = await admin.post("/api/events", {
    data: {
      title: `Lantern Walk ${Date.now().toString(36)}`,
      description: "A walk along the river at dusk.",
      event_date: "2031-06-10",
      start_time: "20:00",
      end_time: "22:00",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; title: string };
  await admin.dispose();
  const adaOwn = await pageOf(browser, ada);
  expect((await adaOwn.page.request.post(`/api/events/${event.id}/join`, { data: {} })).ok()).toBe(true);

  const organiser = await pageOf(browser, ADMIN);
  const page = organiser.page;
  await page.goto(`/events/${event.id}`);
  const open = page.getByRole("button", { name: "Write to all participants" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Write to all participants" });
  await expect(dialog.locator(":focus")).toHaveCount(1);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await dialog.getByLabel("Your message").fill("Bring a lantern: we meet at the old bridge at eight.");
  await expectAccessible(page);
  await shots(page, "write-to-participants");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Sent to 1 participant.")).toBeVisible();

  await adaOwn.page.goto("/notifications");
  await expect(adaOwn.page.getByText(`${adminName} wrote to everyone going to “${event.title}”`)).toBeVisible();
  await expect(adaOwn.page.getByText("Bring a lantern: we meet at the old bridge at eight.")).toBeVisible();
  expect([...adaOwn.errors, ...organiser.errors]).toEqual([]);
});
