import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { uploadThroughApi } from "./gallery-images.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible } from "./support.ts";

// "Remove me" (docs/product/privacy.md#remove-me, decision 0056): a member asks for a photo to come down; the
// member who shared it restores it, with a reason the first one reads.

const SHOTS = "test-results/photo-removal";
const RUN = Date.now().toString(36);
const TITLE = `Garden party ${RUN}`;
let iris: TestMember;
let lena: TestMember;

test.beforeAll(async () => {
  const admin = await adminApi();
  iris = await createMember(admin, "Iris Beaumont");
  lena = await createMember(admin, "Lena Marchetti");
  await admin.dispose();
});

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a member asks to be removed from a photo and the uploader restores it with a reason", async ({ browser }) => {
  test.setTimeout(90_000);
  const irisPage = await (await browser.newContext()).newPage();
  await logInAs(irisPage, iris);
  const photo = await uploadThroughApi(irisPage.request, "garden.jpg", undefined, { title: TITLE });

  // Lena opens the photo and asks for it to come down, with a reason.
  const lenaPage = await (await browser.newContext()).newPage();
  await logInAs(lenaPage, lena);
  await lenaPage.goto(`/gallery?image=${photo.id}`);
  const detail = lenaPage.getByRole("dialog", { name: TITLE });
  await expect(detail.getByRole("img")).toBeVisible();
  await detail.getByRole("button", { name: "Ask to remove this photo" }).click();
  const ask = lenaPage.getByRole("dialog", { name: "Ask to remove this photo" });
  await expect(ask.getByLabel("Reason (optional)")).toBeVisible();
  expect(await ask.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // Escape closes the dialog and changes nothing; the photo is still there.
  await lenaPage.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await detail.getByRole("button", { name: "Ask to remove this photo" }).click();
  // Focus stays inside: tabbing past the last control comes back to the first.
  for (let i = 0; i < 6; i += 1) await lenaPage.keyboard.press("Tab");
  expect(await ask.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await ask.getByLabel("Reason (optional)").fill("I left early and would rather not be seen in it.");
  await expectAccessible(lenaPage);
  await shots(lenaPage, "ask");
  await ask.getByRole("button", { name: "Ask to remove", exact: true }).click();
  await expect(ask.getByText(/The photo is hidden while the member who shared it decides/)).toBeVisible();
  await ask.getByRole("button", { name: "Done" }).click();
  await expect(ask).toBeHidden();
  await lenaPage.goto(`/gallery?image=${photo.id}`);
  await expect(lenaPage.getByText("This image could not be found. It may have been deleted.")).toBeVisible();

  // Iris sees the request and its reason, not who asked; restoring needs a reason.
  await irisPage.goto(`/gallery?image=${photo.id}`);
  const own = irisPage.getByRole("dialog", { name: TITLE });
  const request = own.getByRole("region", { name: "A member asked for this photo to be removed" });
  await expect(request.getByText("I left early and would rather not be seen in it.")).toBeVisible();
  await expect(request).not.toContainText("Lena");
  await expect(request.getByRole("button", { name: "Keep it down" })).toBeVisible();
  await request.getByRole("button", { name: "Restore" }).click();
  await expect(
    request.getByText("Please say why the photo is restored: the member who asked will read it."),
  ).toBeVisible();
  await request
    .getByLabel("Why restore it?")
    .fill("It is the whole table, and you are hardly in it: I cropped you out.");
  await expectAccessible(irisPage);
  await request.scrollIntoViewIfNeeded();
  await shots(irisPage, "decide");
  await request.getByRole("button", { name: "Restore" }).click();
  await expect(request).toBeHidden();

  // Lena is told, with the reason, and sees the photo again.
  await lenaPage.goto("/notifications");
  await expect(lenaPage.getByText(new RegExp(`The photo “${TITLE}” you asked to be removed is back`))).toBeVisible();
  await expect(lenaPage.getByText(/I cropped you out/)).toBeVisible();
  await shots(lenaPage, "told");
  await lenaPage.goto(`/gallery?image=${photo.id}`);
  await expect(lenaPage.getByRole("dialog", { name: TITLE }).getByRole("img")).toBeVisible();
});
