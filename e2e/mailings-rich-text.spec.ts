import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { uploadThroughApi } from "./gallery-images.ts";
import { adminApi } from "./members.ts";
import { ADMIN, expectAccessible, logInThroughTheForm, waitForEmail } from "./support.ts";

const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `test-results/screenshots/${page.viewportSize()!.width}-${name}.png`, fullPage: true });
};

test("the admin writes a mailing with the toolbar (a heading, bold, a link and a gallery image), previews it, sends it to the testing group, and the email arrives with that HTML", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi();
  const photo = await uploadThroughApi(api, "terrace-at-dusk.jpg", undefined, {
    title: `Terrace at dusk ${Date.now()}`,
  });
  await api.dispose();
  const subject = `Rich text ${Date.now()}`;

  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/mail");
  await page.getByLabel("Recipients").selectOption("testing");
  await page.getByLabel("Subject").fill(subject);
  await expect(page.getByRole("button", { name: "Editor", exact: true })).toHaveAttribute("aria-pressed", "true");

  const toolbar = page.getByRole("group", { name: "Formatting" });
  const tool = (name: string) => toolbar.getByRole("button", { name, exact: true });
  const editor = page.getByRole("textbox", { name: "Message", exact: true });
  await editor.click();

  // A heading, from the keyboard: Tab from the editor's toolbar buttons reaches them in order.
  await tool("Heading").click();
  await expect(tool("Heading")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("The spring programme");
  await page.keyboard.press("Enter");
  await expect(tool("Heading")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type("Dear friends, ");
  // Each toggle is seen by the editor before the next keys: typed at once under load, they went in still bold.
  await tool("Bold").click();
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("join us");
  await tool("Bold").click();
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(" for the evening. Read the programme");
  // Select "the programme" and make it a link.
  for (let i = 0; i < "the programme".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await tool("Link").click();
  const linkDialog = page.getByRole("dialog", { name: "Add a link" });
  await expect(linkDialog).toBeVisible();
  await expect(linkDialog.getByLabel("Address")).toBeFocused();
  await linkDialog.getByLabel("Address").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Add link" }).click();
  await expect(linkDialog.getByText(/Enter a web address/)).toBeVisible();
  await linkDialog.getByLabel("Address").fill("https://example.org/spring");
  await expectAccessible(page);
  await linkDialog.getByRole("button", { name: "Add link" }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor.getByRole("link", { name: "the programme" })).toHaveAttribute(
    "href",
    "https://example.org/spring",
  );

  // An image from the gallery, at the end.
  await page.keyboard.press("End");
  await tool("Image").click();
  const picker = page.getByRole("dialog", { name: "Choose an image from the gallery" });
  await expect(picker.getByRole("button", { name: photo.title })).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/${width}-mail-image-picker.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await picker.getByRole("button", { name: photo.title }).click();
  await expect(picker).toBeHidden();
  await expect(editor.locator("img")).toHaveAttribute("alt", photo.title);

  // The live preview shows what the editor wrote, as it will be sent.
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByRole("heading", { name: "The spring programme" })).toBeAttached();
  await expect(preview.locator("strong", { hasText: "join us" })).toBeAttached();
  // The preview frame has no session: it shows the photograph through its email address.
  await expect(preview.getByRole("img", { name: photo.title })).toHaveJSProperty("complete", true);
  await expect
    .poll(() => preview.getByRole("img", { name: photo.title }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(preview.getByRole("link", { name: "the programme" })).toHaveAttribute(
    "href",
    "https://example.org/spring",
  );
  await expect(page.getByText("Goes to 1 member")).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, "mail-rich-text");
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The HTML view shows the same message, as HTML.
  await page.getByRole("button", { name: "HTML", exact: true }).click();
  const html = page.getByLabel("Message (HTML)");
  await expect(html).toHaveValue(/<h2>The spring programme<\/h2>/);
  await expect(html).toHaveValue(/<strong>\s?join us<\/strong>/);
  await page.getByRole("button", { name: "Editor", exact: true }).click();
  await expect(editor.locator("h2")).toHaveText("The spring programme");

  await page.getByRole("button", { name: "Review and send" }).click();
  const dialog = page.getByRole("dialog", { name: "Send this email?" });
  await dialog.getByRole("button", { name: "Send to 1 member" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email sent successfully." })).toBeVisible();

  const email = (await waitForEmail(ADMIN.email, subject)).replace(/\r?\n/g, "");
  expect(email).toContain("<h2>The spring programme</h2>");
  expect(email).toMatch(/<strong>\s?join us<\/strong>/);
  expect(email).toMatch(/<a href="https:\/\/example\.org\/spring"[^>]*>the programme<\/a>/);
  // The gallery's members-only address became one a mail app can load (decision 0024).
  const src = new RegExp(`<img src="(https?://[^"/]+/media/emailed/[^"]+)" alt="${photo.title}"`).exec(email)?.[1];
  expect(src).toBeDefined();
  // Loaded without a session, as a mail app would.
  const stranger = await page.context().browser()!.newContext();
  const answer = await stranger.request.get(new URL(new URL(src!).pathname, page.url()).href);
  const loaded = { status: answer.status(), type: answer.headers()["content-type"] };
  await stranger.close();
  expect(loaded).toEqual({ status: 200, type: "image/webp" });
  expect(email).not.toContain("javascript:");
});
