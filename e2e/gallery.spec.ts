import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";
import { makeImage, PALETTES } from "./gallery-images.ts";

const RUN = Date.now().toString(36);
const EVENING = `Evening ${RUN}`;
// A title given to a batch is numbered in the order the files were chosen.
const DUSK = `${EVENING} (1 of 2)`;
const NOON = `${EVENING} (2 of 2)`;

const tile = (page: Page, title: string) => page.getByRole("button", { name: title, exact: true });
/** The detail view, named by the image's title. */
const detail = (page: Page) =>
  page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Gallery Mode" }) });

test("the gallery: upload, edit, search, comment, Gallery Mode, deep link, manage mode", async ({ page }) => {
  test.setTimeout(90_000);
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Media Gallery" })).toBeVisible();
  await expect(page.getByPlaceholder("Search by tags...")).toBeVisible();
  await expect(page.getByLabel("Filter by event")).toHaveValue("");
  await expectAccessible(page);

  // Upload two images at once in the upload dialog; each shows its progress, then "Uploaded".
  await page.getByRole("button", { name: "+ Upload Media" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Media" });
  await upload.getByLabel("Choose images to upload").setInputFiles([
    {
      name: `terrace-dusk-${RUN}.jpg`,
      mimeType: "image/jpeg",
      buffer: await makeImage("jpeg", 1600, 1067, PALETTES[0]!),
    },
    { name: `garden-noon-${RUN}.png`, mimeType: "image/png", buffer: await makeImage("png", 900, 1200, PALETTES[1]!) },
  ]);
  await expect(upload.getByRole("list", { name: "Chosen images" }).getByRole("listitem")).toHaveCount(2);
  await expect(upload.getByLabel("Title (optional)")).toHaveValue("");
  await upload.getByLabel("Title (optional)").fill(EVENING);
  await expectAccessible(page);
  await upload.getByRole("button", { name: "Upload 2 images" }).click();
  const uploads = upload.getByRole("region", { name: "Uploads" });
  await expect(uploads.getByRole("listitem")).toHaveCount(2);
  await expect(uploads.getByText("Uploaded")).toHaveCount(2);
  await expect(tile(page, DUSK)).toBeVisible();
  await expect(tile(page, NOON)).toBeVisible();
  // A text file dressed as an image is refused with a clear reason.
  await upload
    .getByLabel("Choose images to upload")
    .setInputFiles([{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not an image at all") }]);
  await upload.getByRole("button", { name: "Upload 1 image" }).click();
  await expect(uploads.getByRole("alert")).toBeVisible();
  await upload.getByRole("button", { name: "Done" }).click();

  // Open one: the URL names it; edit its description (double-click) and its tags.
  await tile(page, DUSK).click();
  await expect(page).toHaveURL(/\?image=[0-9a-f-]+$/);
  const dialog = detail(page);
  await expect(dialog.getByText(/Uploaded by Admin on/)).toBeVisible();
  await expect(dialog.getByLabel("Associated Event")).toHaveValue("");
  await expect(dialog.getByRole("option", { name: "No event associated" })).toBeAttached();
  await dialog.getByText("No description yet. Double-click to add one.").dblclick();
  await dialog.getByLabel("Description").fill("Evening on the terrace, before the toasts.");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByText("Evening on the terrace, before the toasts.")).toBeVisible();
  await dialog.getByLabel("Add a tag").fill("Terrace");
  await dialog.getByLabel("Add a tag").press("Enter");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Changes saved.")).toBeVisible();
  await expectAccessible(page);

  // Comment and like inside the dialog.
  await dialog.getByLabel("Add a comment").click();
  await dialog.getByLabel("Add a comment").fill("The light here is perfect.");
  await dialog.getByRole("button", { name: "Post" }).click();
  const comment = dialog.getByRole("listitem").filter({ hasText: "The light here is perfect." });
  await expect(comment).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "1 Comment" })).toBeVisible();
  await comment.getByRole("button", { name: "Likes 0" }).click();
  await expect(comment.getByRole("button", { name: "Likes 1" })).toHaveAttribute("aria-pressed", "true");

  // Gallery Mode: arrows move between slides, Escape closes back to the dialog.
  await dialog.getByRole("button", { name: "Gallery Mode" }).click();
  const viewer = page.locator(".yarl__root");
  await expect(viewer).toBeVisible();
  await expect(viewer.locator(".yarl__slide_title").first()).toBeVisible();
  const currentTitle = () => viewer.locator(".yarl__slide_current .yarl__slide_title");
  const first = await currentTitle().textContent();
  await page.keyboard.press("ArrowRight");
  await expect(currentTitle()).not.toHaveText(first!);
  await page.keyboard.press("ArrowLeft");
  await expect(currentTitle()).toHaveText(first!);
  await page.keyboard.press("t");
  await expect(viewer.locator(".yarl__thumbnails_track")).toBeHidden();
  await page.keyboard.press("t");
  await expect(viewer.locator(".yarl__thumbnails_track")).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(detail(page)).toBeVisible();
  const url = page.url();
  await detail(page).getByRole("button", { name: "Close" }).last().click();
  await expect(page).toHaveURL(/\/gallery$/);

  // Find it by part of a tag, in any case.
  await page.getByPlaceholder("Search by tags...").fill("TERR");
  await expect(tile(page, NOON)).toBeHidden();
  await expect(tile(page, DUSK)).toBeVisible();
  await page.getByPlaceholder("Search by tags...").fill("");
  await expect(tile(page, NOON)).toBeVisible();

  // A deep link reopens the image after a reload; Back closes an image opened from the grid.
  await page.goto(url);
  await expect(detail(page).getByText("Evening on the terrace, before the toasts.")).toBeVisible();
  await expect(detail(page).getByText("The light here is perfect.")).toBeVisible();
  await detail(page).getByRole("button", { name: "Close" }).last().click();
  await tile(page, NOON).click();
  await expect(detail(page)).toBeVisible();
  await page.goBack();
  await expect(detail(page)).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);

  // Manage mode: select both, delete, and the mode ends.
  await page.getByRole("button", { name: "Manage Media" }).click();
  await expect(page.getByRole("button", { name: "Delete Selected" })).toBeDisabled();
  await tile(page, DUSK).click();
  await tile(page, NOON).click();
  await expect(page.getByText("2 images selected")).toBeVisible();
  await expect(detail(page)).toBeHidden();
  await page.getByRole("button", { name: "Delete Selected" }).click();
  await page
    .getByRole("dialog", { name: "Delete 2 images?" })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(tile(page, DUSK)).toBeHidden();
  await expect(tile(page, NOON)).toBeHidden();
  await expect(page.getByRole("button", { name: "Manage Media" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Selected" })).toBeHidden();
});
