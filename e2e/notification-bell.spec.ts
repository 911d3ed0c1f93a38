import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, memberId, type TestMember } from "./members.ts";
import { consoleErrors, expectAccessible } from "./support.ts";

const RUN = Date.now().toString(36);
const SHOTS = "/tmp/shots-mailing";
let ada: TestMember;
let beatrix: TestMember;
let beatrixId: number;

test.beforeAll(async () => {
  const admin = await adminApi();
  ada = await createMember(admin, `Ada Pemberton ${RUN}`);
  beatrix = await createMember(admin, `Beatrix Holloway ${RUN}`);
  beatrixId = await memberId(admin, beatrix);
  await admin.dispose();
});

/**
 * Issue 35 (decision 0071): Ada writes to Beatrix; Beatrix, on another page, sees her bell count each message as it
 * comes, without a reload; opening the conversation reads its notices, and the bell drops as live.
 */
test("her bell counts each message live on another page, and drops live once she opens the conversation", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const hers = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await hers.newPage();
  const errors = consoleErrors(page);
  await logInAs(page, beatrix);
  const stayedHere = () => page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere);

  // Beatrix is on the calendar; her bell says she has nothing unread.
  await page.goto("/calendar");
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  const badge = bell.locator(".notification-bell__badge");
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(badge).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));

  // Ada writes to her from her profile: Beatrix's bell says 1, on the same page, without a reload.
  const adas = await browser.newContext();
  const writer = await adas.newPage();
  const writerErrors = consoleErrors(writer);
  await logInAs(writer, ada);
  await writer.goto(`/members/${beatrixId}`);
  await writer.getByRole("button", { name: "Send a message" }).click();
  await writer.getByLabel("Your message").fill("Will you come to the reading on Thursday?");
  await writer.getByRole("button", { name: "Send", exact: true }).click();
  await expect(writer).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(badge).toHaveText("1");

  // A second message: 2.
  await writer.getByLabel("Your message").fill("I kept you a seat by the window.");
  await writer.getByRole("button", { name: "Send", exact: true }).click();
  await expect(writer.locator(".message").filter({ hasText: "I kept you a seat by the window." })).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await expect(badge).toHaveText("2");
  await expect(page).toHaveURL(/\/calendar$/);
  expect(await stayedHere()).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/bell-two-unread-1280.png` });

  // Her conversations: Ada's says 2 unread. Opening it reads them, and the bell drops without a reload.
  await page.goto("/messages");
  const conversation = page
    .getByRole("navigation", { name: "Conversations" })
    .getByRole("link")
    .filter({ hasText: ada.name });
  await expect(conversation.locator("strong")).toHaveText(ada.name);
  await expect(conversation.locator("span")).toHaveText(["2 unread", "I kept you a seat by the window."]);
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
  await conversation.click();
  await expect(page.getByRole("heading", { level: 2, name: ada.name })).toBeVisible();
  await expect(page.locator(".message__text")).toHaveText([
    "Will you come to the reading on Thursday?",
    "I kept you a seat by the window.",
  ]);
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(badge).toHaveCount(0);
  await expect(conversation.locator("span")).toHaveText(["I kept you a seat by the window."]);
  expect(await stayedHere()).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/bell-read-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/bell-read-390.png`, fullPage: true });
  await expectAccessible(page);

  // Her inbox keeps both notices, read.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const notices = page.getByRole("list", { name: "Your notifications" }).getByRole("listitem");
  await expect(notices.filter({ hasText: `${ada.name} wrote to you` })).toHaveCount(2);
  await expect(notices.getByText("Unread")).toHaveCount(0);

  await adas.close();
  await hers.close();
  expect(errors).toEqual([]);
  expect(writerErrors).toEqual([]);
});
