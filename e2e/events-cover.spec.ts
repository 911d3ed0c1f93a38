import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { makeImage, PALETTES, uploadThroughApi } from "./gallery-images.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const RUN = Date.now().toString(36);
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const LINK = `https://meet.example/salon-${RUN}`;
let admin: APIRequestContext;
let ines: TestMember;

test.beforeAll(async () => {
  admin = await adminApi();
  ines = await createMember(admin, `Ines Cover ${RUN}`);
});
test.afterAll(async () => {
  await admin?.dispose();
});

const shoot = (page: Page, width: number, name: string, fullPage = false) =>
  page.screenshot({ path: `${DIR}/${width}-${name}.png`, animations: "disabled", fullPage });

/** Scrolls the dialog's body (as a member would) to a fieldset; scrollIntoView would move the whole dialog. */
const scrollDialogTo = (page: Page, legend: string) =>
  page.locator(".dialog__body").evaluate((body, text) => {
    const target = [...body.querySelectorAll("legend")].find((l) => l.textContent === text)!.parentElement!;
    body.scrollTop = target.offsetTop - (body as HTMLElement).offsetTop;
  }, legend);

test("the host creates a capped online event with a cover (its upload's progress shown); the cover is on the card and the page; a member sees the link only once she joins", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Cover Salon ${RUN}`;
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/calendar");
  await expect(page.getByText("Loading events…")).toBeHidden();
  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Upload an image").setInputFiles({
    name: "terrace.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", 1600, 900, PALETTES[2]!),
  });
  await expect(dialog.getByAltText("The chosen cover")).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await scrollDialogTo(page, "Cover image");
    await shoot(page, size.width, "event-dialog-cover");
  }
  await page.setViewportSize(SIZES[0]!);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Step 2: Date & Location" }).click();
  await dialog.getByLabel("Date", { exact: true }).fill("2030-11-06");
  await dialog.getByRole("radio", { name: "Virtual" }).check();
  await dialog.getByLabel("Virtual link").fill(LINK);
  await dialog.getByRole("button", { name: "Step 3: Seats & Replies" }).click();
  await dialog.getByLabel("Capacity").fill("8");
  // The answer to the upload is held back a moment, so the progress can be seen before the dialog closes.
  await page.route("**/api/events/*/cover", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Uploading the cover" })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await page.unroute("**/api/events/*/cover");

  await page.getByLabel("Search events").fill(title);
  const card = page.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ hasText: title });
  const cardCover = card.locator("img.event-card__cover");
  await expect(cardCover).toHaveAttribute("srcset", /480w, .*1600w/);
  await expect
    .poll(() => cardCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shoot(page, size.width, "calendar-card-cover");
  }
  await page.setViewportSize(SIZES[0]!);
  await expectAccessible(page);
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const banner = page.locator("img.event-banner__cover");
  await expect(banner).toHaveAttribute("width", "1600");
  await expect(banner).toHaveAttribute("height", "900");
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("link", { name: LINK })).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shoot(page, size.width, "event-page-cover");
  }
  const url = page.url();

  // A member who has not joined: the place says the link is for those taking part; joining shows it.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInAs(member, ines);
  await member.goto(url);
  await expect(member.getByText("The link is shown to those taking part.")).toBeVisible();
  await expect(member.getByRole("link", { name: LINK })).toHaveCount(0);
  expect(await member.content()).not.toContain(LINK);
  await expect(member.locator("img.event-banner__cover")).toBeVisible();
  await expectAccessible(member);
  await member.setViewportSize(SIZES[1]!);
  await shoot(member, 390, "event-page-cover-member");
  await member.getByRole("button", { name: "Join Event" }).first().click();
  await member.getByRole("dialog", { name: "Welcome!" }).getByRole("button", { name: "No, thanks" }).click();
  await expect(member.getByRole("link", { name: LINK })).toBeVisible();
  await expect(member.getByRole("link", { name: LINK })).toHaveAttribute("target", "_blank");
  await expectAccessible(member);
  await memberContext.close();
});

test("a physical event's page links its address to an OpenStreetMap search, in a new tab", async ({ page }) => {
  const created = await admin.post("/api/events", {
    data: {
      title: `Garden Walk ${RUN}`,
      event_date: "2030-11-13",
      is_physical: true,
      location: "12 Orchard Lane",
      city: "Hudson",
      state: "New York",
      country: "United States of America",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { slug: string };
  await logInAs(page, ines);
  await page.goto(`/events/${event.slug}`);
  const map = page.getByRole("link", { name: /Open in OpenStreetMap/ });
  await expect(map).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/search?query=${encodeURIComponent("12 Orchard Lane, Hudson, New York, United States of America")}`,
  );
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", /noopener/);
  await expectAccessible(page);
});

test("the host picks a cover from the gallery in the edit dialog, and removes it again", async ({ page }) => {
  const photo = await uploadThroughApi(admin, `Lanterns ${RUN}.jpg`, PALETTES[1]!, { title: `Lanterns ${RUN}` });
  const created = await admin.post("/api/events", {
    data: { title: `Lantern Evening ${RUN}`, event_date: "2030-11-20" },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { slug: string };
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/events/${event.slug}`);
  await expect(page.locator("img.event-banner__cover")).toHaveCount(0);
  await page.getByRole("button", { name: "Edit Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Event" });
  await dialog.getByRole("button", { name: "Choose from the gallery" }).click();
  await dialog.getByAltText(`Lanterns ${RUN}`).click();
  await expect(dialog.getByRole("radio", { name: `Lanterns ${RUN}` })).toBeChecked();
  await expect(dialog.getByAltText("The chosen cover")).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await scrollDialogTo(page, "Cover image");
    await shoot(page, size.width, "event-dialog-cover-gallery");
  }
  await page.setViewportSize(SIZES[0]!);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  const banner = page.locator("img.event-banner__cover");
  await expect(banner).toBeVisible();
  // A copy linked to the event, so that it is seen by whoever sees the event: not the gallery's own image.
  expect(await banner.getAttribute("srcset")).not.toContain(photo.id);

  await page.getByRole("button", { name: "Edit Details" }).click();
  await dialog.getByRole("button", { name: "Remove cover" }).click();
  await expect(dialog.getByText("No cover: the club’s banner is shown.")).toBeVisible();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toHaveCount(0);
});
