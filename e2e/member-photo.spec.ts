import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { PALETTES, makeImage } from "./gallery-images.ts";
import { adminApi, createMember } from "./members.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const stamp = Date.now().toString(36);
let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => {
  await admin?.dispose();
});

/** Whether an image has loaded from a member's photo file of this size. */
async function expectPhoto(img: Locator, size: 64 | 160) {
  await expect(img).toHaveAttribute("src", new RegExp(`^/media/avatars/\\d+/[0-9a-f]{16}-${size}\\.webp$`));
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.screenshot({ path: `${DIR}/${width}-${name}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a member uploads her photo in Settings → Profile and sees it in the header, on her profile, in the directory and beside her comment", async ({
  page,
}) => {
  const iris = await createMember(admin, `Iris ${stamp} Vautrin`);
  const created = await admin.post("/api/events", {
    data: {
      title: `Portrait Evening ${stamp}`,
      event_date: "2031-04-09",
      start_time: "19:00",
      end_time: "21:00",
      description: "Faces and stories.",
      is_physical: true,
      location: "12 Quai Voltaire",
      city: "Paris",
      country: "France",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string };

  await logInThroughTheForm(page, iris.email, iris.password);
  await expect(page).toHaveURL(/\/home$/);
  const menuButton = page.getByRole("button", { name: "Menu" });
  const headerPicture = () => menuButton.evaluate((button) => getComputedStyle(button, "::after").backgroundImage);
  // Before a photo, the header draws her initials (an SVG the server makes from her name).
  await expect.poll(headerPicture).toContain("/api/me/avatar");
  const initials = await page.request.get("/api/me/avatar");
  expect(initials.headers()["content-type"]).toContain("image/svg+xml");
  expect(await initials.text()).toContain(">IV</text>");

  await page.goto("/settings");
  await page.getByRole("link", { name: "Edit your profile" }).click();
  const form = page.getByRole("region", { name: "Edit your profile" });
  await expect(form.getByLabel("Upload a photo")).toBeAttached();
  await form.getByLabel("Upload a photo").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", 900, 600, PALETTES[1]!),
  });
  await expect(form.getByRole("status").filter({ hasText: "Your photo is saved." })).toBeVisible();
  await expectPhoto(form.locator(".avatar-picker img.avatar--lg"), 160);
  await expect(form.getByRole("button", { name: "Remove your photo" })).toBeVisible();
  await expect(form.getByLabel("Replace your photo")).toBeAttached();
  await expectAccessible(page);
  await screenshots(page, "profile-photo-editor");

  // The header: her photo's 64 px file, drawn from the address the editor just gave it.
  await expect.poll(headerPicture).toMatch(/\/api\/me\/avatar\?v=\d+/);
  const small = await page.request.get("/api/me/avatar", { maxRedirects: 0 });
  expect(small.status()).toBe(302);
  expect(small.headers().location).toMatch(/-64\.webp$/);

  // Her profile.
  await form.getByRole("button", { name: "Done" }).click();
  await expectPhoto(page.locator(".profile__header img.avatar--lg"), 160);
  await screenshots(page, "profile-photo-profile");

  // The directory.
  await page.goto(`/members?q=${encodeURIComponent(iris.name)}`);
  const card = page.getByRole("link", { name: new RegExp(iris.name) });
  await expectPhoto(card.locator("img.avatar"), 160);
  await expectAccessible(page);
  await screenshots(page, "profile-photo-directory");

  // Beside her comment.
  await page.goto(`/events/${event.id}?tab=notes`);
  await page.getByLabel("Add a comment").fill("Delighted to come.");
  await page.getByRole("button", { name: "Post" }).click();
  const comment = page.getByRole("listitem").filter({ hasText: "Delighted to come." });
  await expectPhoto(comment.locator("img.avatar--sm"), 64);
  await expectAccessible(page);
  await comment.scrollIntoViewIfNeeded();
  await screenshots(page, "profile-photo-comment");

  // Removing it: her initials again, everywhere.
  await page.goto("/settings");
  await page.getByRole("link", { name: "Edit your profile" }).click();
  await form.getByRole("button", { name: "Remove your photo" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Your photo is removed." })).toBeVisible();
  await expect(form.locator(".avatar-picker span.avatar--lg")).toHaveText("IV");
  expect((await page.request.get("/api/me/avatar")).headers()["content-type"]).toContain("image/svg+xml");
});
