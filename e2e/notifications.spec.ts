import type { APIRequestContext, Page } from "@playwright/test";
import { request } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { BASE_URL } from "../playwright.config.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible, logInThroughTheApi } from "./support.ts";

const RUN = Date.now().toString(36);
const SHOTS = "test-results/notifications";
let rosalind: TestMember;
let lise: TestMember;
let eventId: string;
let eventTitle: string;

test.beforeAll(async () => {
  const admin = await adminApi();
  rosalind = await createMember(admin, `Rosalind Franklin ${RUN}`);
  lise = await createMember(admin, `Lise Meitner ${RUN}`);
  eventTitle = `Winter reading salon ${RUN}`;
  const event = await admin.post("/api/events", { data: { title: eventTitle } });
  expect(event.status(), await event.text()).toBe(201);
  eventId = ((await event.json()) as { id: string }).id;
  await admin.dispose();
});

/** Lise, signed in through the API from an address of her own. */
async function liseApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": "10.77.35.2" } });
  expect((await logInThroughTheApi(api, lise.email, lise.password)).ok()).toBe(true);
  return api;
}

async function userIdOf(page: Page): Promise<number> {
  const status = (await (await page.request.get("/auth-status")).json()) as { user: { user_id: number } };
  return status.user.user_id;
}

/** Lise writes on the event, naming Rosalind: the comment's id. */
async function mention(api: APIRequestContext, rosalindId: number, words: string): Promise<number> {
  const answer = await api.post("/api/comments", {
    data: { commentableId: eventId, content: `${words}, @${rosalind.name}`, mentions: [rosalindId] },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

test("a mention lights her bell on another page without a reload; the inbox lists it, links to it, marks it read", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, rosalind);
  const rosalindId = await userIdOf(page);

  // Rosalind is on the calendar; her bell says she has nothing unread.
  await page.goto("/calendar");
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(bell.locator(".notification-bell__badge")).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));

  // Lise mentions her: the bell shows 1, on the same page, without a reload.
  const lises = await liseApi();
  const commentId = await mention(lises, rosalindId, "Bring the Watson letters");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(bell.locator(".notification-bell__badge")).toHaveText("1");
  expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);
  await expect(page).toHaveURL(/\/calendar$/);
  await page.screenshot({ path: `${SHOTS}/bell-1280.png` });

  // Her inbox: the notice, its exact words, marked unread.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const list = page.getByRole("list", { name: "Your notifications" });
  const item = list.getByRole("listitem").first();
  const link = item.getByRole("link", { name: `Lise Meitner ${RUN} mentioned you on “${eventTitle}”` });
  await expect(link).toBeVisible();
  await expect(item).toContainText(`Bring the Watson letters, @Rosalind Franklin ${RUN}`);
  await expect(item).toContainText("Unread");
  await expect(page.getByRole("status").filter({ hasText: "1 unread" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/inbox-1280.png`, fullPage: true });

  // Opened, it is read: the link goes to the comment itself.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}\\?tab=notes#comment-${commentId}$`));
  await expect(page.locator(`#comment-${commentId}`)).toContainText("Bring the Watson letters");
  await expect(bell).toHaveAccessibleName("Notifications");

  // Two more arrive while she reads; "Mark all as read" clears them.
  await mention(lises, rosalindId, "And the photographs");
  await mention(lises, rosalindId, "Thursday at eight");
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bell.locator(".notification-bell__badge")).toHaveText("2");
  await page.screenshot({ path: `${SHOTS}/bell-390.png` });
  await bell.click();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("listitem").first()).toContainText(`Thursday at eight, @Rosalind Franklin ${RUN}`);
  await expect(list.getByText("Unread")).toHaveCount(2);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/inbox-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("status").filter({ hasText: "All read" })).toBeVisible();
  await expect(list.getByText("Unread")).toHaveCount(0);
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  await expectAccessible(page);

  await lises.dispose();
  expect(errors).toEqual([]);
});

test("she chooses in Settings how she hears of each kind: a mention turned off lights nothing", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, rosalind);
  const rosalindId = await userIdOf(page);
  await page.goto("/settings#notifications");
  const section = page.getByRole("region", { name: "Notifications" });
  const mentions = section.getByRole("combobox", { name: "When a member mentions me" });
  await expect(mentions).toHaveValue("email");
  // A mention is never delayed: no digest among its choices; other kinds have them.
  await expect(mentions.locator("option")).toHaveText(["In my inbox only", "By email at once", "Off"]);
  await expect(section.getByRole("combobox", { name: "Comments on my events" }).locator("option")).toHaveText([
    "In my inbox only",
    "By email at once",
    "In a daily digest",
    "In a weekly digest",
    "Off",
  ]);
  await mentions.selectOption("off");
  await expect(section.getByRole("status").filter({ hasText: "Notification choices saved." })).toBeVisible();
  await expect(mentions).toHaveValue("off");
  await expectAccessible(page);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-390.png` });

  // Saved on the server, and it holds: Lise's mention writes nothing to her inbox.
  const saved = (await (await page.request.get("/api/me/notification-preferences")).json()) as Record<string, string>;
  expect(saved.mention).toBe("off");
  await page.reload();
  await expect(page.getByRole("region", { name: "Notifications" }).getByLabel("When a member mentions me")).toHaveValue(
    "off",
  );
  const lises = await liseApi();
  await mention(lises, rosalindId, "Quietly");
  const inbox = (await (await page.request.get("/api/me/notifications")).json()) as {
    unread_count: number;
    notices: { excerpt: string }[];
  };
  expect(inbox.unread_count).toBe(0);
  expect(inbox.notices.map((n) => n.excerpt)).not.toContain(`Quietly, @${rosalind.name}`);
  await expect(page.getByRole("banner").getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName(
    "Notifications",
  );
  await lises.dispose();
  expect(errors).toEqual([]);
});
