import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { uploadThroughApi } from "./gallery-images.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible } from "./support.ts";

// People in photos, with consent (docs/product/privacy.md#people-in-photos, decision 0058): a member tags another,
// who asked to be asked first; she accepts from her notices, and the tag shows on the photo.

const SHOTS = "test-results/photo-tags";
const RUN = Date.now().toString(36);
const TITLE = `Harbour lunch ${RUN}`;
let nora: TestMember;
let ada: TestMember;

test.beforeAll(async () => {
  const admin = await adminApi();
  nora = await createMember(admin, `Nora Whitfield ${RUN}`);
  ada = await createMember(admin, `Ada Lindqvist ${RUN}`);
  await admin.dispose();
});

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a member tags another, who is asked first and accepts; the tag shows", async ({ browser }) => {
  test.setTimeout(90_000);
  const noraPage = await (await browser.newContext()).newPage();
  await logInAs(noraPage, nora);
  const photo = await uploadThroughApi(noraPage.request, "harbour.jpg", undefined, { title: TITLE });

  // Ada's choice is the club's default: ask me first.
  const adaPage = await (await browser.newContext()).newPage();
  await logInAs(adaPage, ada);
  await adaPage.goto("/settings");
  await expect(adaPage.getByLabel("Who may tag you in photos")).toHaveValue("ask");
  await expect(adaPage.getByLabel("Who may tag you in photos").locator("option:checked")).toHaveText("Ask me first");
  await adaPage.getByRole("heading", { name: "Photos of you" }).scrollIntoViewIfNeeded();
  await shots(adaPage, "settings");

  // Nora tags Ada from the photo's view, with the keyboard.
  await noraPage.goto(`/gallery?image=${photo.id}`);
  const detail = noraPage.getByRole("dialog", { name: TITLE });
  const people = detail.getByRole("region", { name: "People in this photo" });
  await expect(people.getByText("No one is tagged yet.")).toBeVisible();
  await people.getByLabel("Tag a member").focus();
  await noraPage.keyboard.type("Ada Lindqvist");
  const tagAda = people.getByRole("button", { name: `Tag Ada Lindqvist ${RUN}` });
  await expect(tagAda).toBeVisible();
  await noraPage.keyboard.press("Tab");
  await expect(tagAda).toBeFocused();
  await noraPage.keyboard.press("Enter");
  await expect(people.getByText("Done. She has been told.")).toBeVisible();
  await expect(people.getByRole("link", { name: `Ada Lindqvist ${RUN}` })).toBeVisible();
  await expect(people.getByText("Waiting for her answer")).toBeVisible();
  await expectAccessible(noraPage);
  await people.scrollIntoViewIfNeeded();
  await shots(noraPage, "tagged");

  // Ada is asked in her notices, and accepts.
  await adaPage.goto("/notifications");
  const notice = adaPage.getByRole("listitem").filter({ hasText: `tagged you in the photo “${TITLE}”` });
  await expect(
    notice.getByRole("link", { name: `Nora Whitfield ${RUN} tagged you in the photo “${TITLE}”` }),
  ).toBeVisible();
  await expect(notice.getByText("This tag waits for your answer: accept or decline it.")).toBeVisible();
  const answer = notice.getByRole("group", { name: "Your answer to this tag" });
  await expect(answer.getByRole("button", { name: "Decline" })).toBeVisible();
  await expectAccessible(adaPage);
  await shots(adaPage, "notice");
  await answer.getByRole("button", { name: "Accept" }).click();
  await expect(notice.getByText("Accepted: you are shown in this photo.")).toBeVisible();

  // The tag shows on the photo, for Nora and for Ada, who may remove it or ask for the photo to come down.
  await noraPage.goto(`/gallery?image=${photo.id}`);
  const shown = noraPage.getByRole("dialog", { name: TITLE }).getByRole("region", { name: "People in this photo" });
  const link = shown.getByRole("link", { name: `Ada Lindqvist ${RUN}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", new RegExp(`^/members/\\d+$`));
  await expect(shown.getByText("Waiting for her answer")).toBeHidden();

  await adaPage.goto(`/gallery?image=${photo.id}`);
  const hers = adaPage.getByRole("dialog", { name: TITLE }).getByRole("region", { name: "People in this photo" });
  await expect(hers.getByRole("link", { name: `Ada Lindqvist ${RUN} (you)` })).toBeVisible();
  await expect(hers.getByRole("button", { name: "Remove my tag" })).toBeVisible();
  await expect(hers.getByRole("button", { name: "Remove me from this photo" })).toBeVisible();
  await expectAccessible(adaPage);
  await hers.scrollIntoViewIfNeeded();
  await shots(adaPage, "shown");
});
