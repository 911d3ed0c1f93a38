import { expect, test } from "./journey.ts";
import { makeImage, PALETTES, uploadThroughApi } from "./gallery-images.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const RUN = Date.now().toString(36);
let member: TestMember;
const title = `Library at night ${RUN}`;

test.beforeAll(async () => {
  const admin = await adminApi();
  member = await createMember(admin, "Gwen John");
  await uploadThroughApi(admin, `img-${RUN}.jpg`, PALETTES[0], { title });
  await admin.dispose();
});

test("the gallery on the page grid; the upload dialog; Manage Media shows only hers; the detail titled by the image", async ({
  page,
}) => {
  await logInAs(page, member);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto("/gallery");
    await expect(page.getByRole("button", { name: title, exact: true })).toBeVisible();
    // The content's edge is the header's: the same page grid as every page.
    const wordmark = (await page.getByRole("link", { name: /home$/ }).first().boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1, name: "Media Gallery" }).boundingBox())!;
    expect(Math.abs(heading.x - wordmark.x)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${DIR}/${width}-gallery-grid.png`, animations: "disabled" });

    // Manage Media: at first none of these is hers, and it says so; later it shows hers only.
    await page.getByRole("button", { name: "Manage Media" }).click();
    if (width === 1280) await expect(page.getByText("Nothing here for you to delete")).toBeVisible();
    else await expect(page.getByRole("button", { name: "Open studio 1280 (1 of 2)", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: title, exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${DIR}/${width}-gallery-manage-nothing.png`, animations: "disabled" });
    await page.getByRole("button", { name: "Cancel" }).click();

    // The upload dialog with two files chosen.
    await page.getByRole("button", { name: "+ Upload Media" }).click();
    const upload = page.getByRole("dialog", { name: "Upload Media" });
    await upload.getByLabel("Choose images to upload").setInputFiles([
      { name: `studio-${width}.jpg`, mimeType: "image/jpeg", buffer: await makeImage("jpeg", 800, 600, PALETTES[1]!) },
      { name: `garden-${width}.jpg`, mimeType: "image/jpeg", buffer: await makeImage("jpeg", 800, 600, PALETTES[2]!) },
    ]);
    await upload.getByLabel("Title (optional)").fill(`Open studio ${width}`);
    await upload.getByLabel("Tags (optional)").fill("studio, spring");
    await expectAccessible(page);
    await page.screenshot({ path: `${DIR}/${width}-gallery-upload-dialog.png`, animations: "disabled" });
    await upload.getByRole("button", { name: "Upload 2 images" }).click();
    await expect(upload.getByRole("region", { name: "Uploads" }).getByText("Uploaded")).toHaveCount(2);
    await page.screenshot({ path: `${DIR}/${width}-gallery-upload-done.png`, animations: "disabled" });
    await upload.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("button", { name: `Open studio ${width} (1 of 2)`, exact: true })).toBeVisible();

    // Now Manage Media shows her two, and not the admin's.
    await page.getByRole("button", { name: "Manage Media" }).click();
    await expect(page.getByRole("button", { name: `Open studio ${width} (2 of 2)`, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: title, exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Cancel" }).click();

    // The detail view is named by the image's title, with one Close.
    await page.getByRole("button", { name: title, exact: true }).click();
    const detail = page.getByRole("dialog", { name: title });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole("button", { name: "Close" })).toHaveCount(1);
    await page.screenshot({ path: `${DIR}/${width}-gallery-detail-title.png`, animations: "disabled" });
    await detail.getByRole("button", { name: "Close" }).click();
  }
});
