import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { uploadThroughApi } from "./gallery-images.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible } from "./support.ts";

// One search across the club, from the header's box: a member finds an event (typed with a typo), a member and a
// photo; the matched words are marked; the page works at 390 px.

const RUN = Date.now().toString(36);
const SHOTS = "/tmp/search-shots";
let member: TestMember;
let eventId: string;
let photo: { id: string; title: string };
let conversationId: string;
const MESSAGE = `The quince marmalade is in the blue notebook ${RUN}`;

test.beforeAll(async () => {
  const admin = await adminApi();
  member = await createMember(admin, `Ottoline Vireo`);
  const event = await admin.post("/api/events", {
    data: { title: `Sonoma harvest supper ${RUN}`, description: "Pinot among the redwoods." },
  });
  expect(event.status(), await event.text()).toBe(201);
  eventId = ((await event.json()) as { id: string }).id;
  photo = await uploadThroughApi(admin, `terrace-${RUN}.jpg`, undefined, {
    title: `Vineyard terrace ${RUN}`,
  });
  // A message she received, in a conversation the club's admin starts with her.
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  const memberId = users.find((user) => user.email === member.email)!.user_id;
  const started = await admin.post("/api/conversations", { data: { user_ids: [memberId], text: MESSAGE } });
  expect(started.status(), await started.text()).toBe(201);
  conversationId = ((await started.json()) as { id: string }).id;
  await admin.dispose();
});

async function searchFromHeader(page: Page, words: string) {
  // The box arrives in its own chunk once she is known to be signed in: "/" means something from then on.
  const box = page.getByRole("searchbox", { name: "Search the club" });
  await expect(box).toBeVisible();
  await page.keyboard.press("/");
  await expect(box).toBeFocused();
  await box.fill(words);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(words).replace(/%20/g, "(%20|\\+)")}$`));
}

for (const width of [1280, 390]) {
  test(`a member finds an event, a member and a photo from the header's box at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await logInAs(page, member);
    await page.goto("/member-home");
    await expect(page.getByRole("searchbox", { name: "Search the club" })).toBeVisible();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.locator("body").click({ position: { x: 5, y: 400 } });

    // An event, with a typo in its place's name.
    await searchFromHeader(page, `Sonoam ${RUN}`);
    const events = page.getByRole("region", { name: /^Events/ });
    const found = events.getByRole("link", { name: `Sonoma harvest supper ${RUN}` });
    await expect(found).toBeVisible();
    await expect(found.locator("mark")).toHaveText(["Sonoma", RUN]);
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue(`Sonoam ${RUN}`);
    await page.screenshot({ path: `${SHOTS}/search-event-${width}.png`, fullPage: true });
    await expectAccessible(page);
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));

    // A member, by the beginning of her name.
    await page.locator("body").click({ position: { x: 5, y: 400 } });
    await searchFromHeader(page, "ottol");
    const members = page.getByRole("region", { name: /^Members/ });
    await expect(members.getByRole("link", { name: "Ottoline Vireo" }).first()).toBeVisible();
    await expect(members.locator("mark").first()).toHaveText("Ottoline");

    // A photo, by words of its title in another order.
    await searchFromHeader(page, `${RUN} terrace`);
    const photos = page.getByRole("region", { name: /^Photos/ });
    const shown = photos.getByRole("link", { name: `Vineyard terrace ${RUN}` });
    await expect(shown).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-photo-${width}.png`, fullPage: true });
    await shown.click();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?image=${photo.id}$`));
    await expect(page.getByRole("dialog", { name: photo.title })).toBeVisible();

    // Her recent searches are on this device only, shown on the empty page.
    await page.goto("/search");
    const recent = page.getByRole("region", { name: "Recent searches" });
    await expect(recent.getByRole("link", { name: `${RUN} terrace` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-recent-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test("a member finds a message she received, and it opens the conversation at that message", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, member);
  await page.goto("/member-home");
  await page.locator("body").click({ position: { x: 5, y: 400 } });
  await searchFromHeader(page, `marmelade ${RUN}`);
  const messages = page.getByRole("region", { name: /^Messages/ });
  await expect(messages.locator(".search-result-snippet mark")).toHaveText(["marmalade", RUN]);
  await page.screenshot({ path: `${SHOTS}/search-message-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/search-message-390.png`, fullPage: true });
  await expectAccessible(page);
  await messages.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}#message-\\d+$`));
  const opened = page.locator(".message--found");
  await expect(opened).toContainText(MESSAGE);
  await expect(opened).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/search-message-opened-390.png`, fullPage: false });
});
