import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible } from "./support.ts";

// A member writes to another from her profile and gets an answer on the Messages page (decision 0049).

const SHOTS = "test-results/conversations";
let ada: TestMember;
let mary: TestMember;
let maryId: number;

test.beforeAll(async () => {
  const admin = await adminApi();
  ada = await createMember(admin, "Ada Quillon");
  mary = await createMember(admin, "Mary Fenwick");
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  maryId = users.find((user) => user.email === mary.email)!.user_id;
  await admin.dispose();
});

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a member writes to another from her profile and gets an answer", async ({ browser }) => {
  const adaPage = await (await browser.newContext()).newPage();
  await logInAs(adaPage, ada);
  await adaPage.goto(`/members/${maryId}`);
  await adaPage.getByRole("button", { name: "Send a message" }).click();
  await adaPage.getByLabel("Your message").fill("Shall we meet before the salon? https://example.org/map");
  await adaPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(adaPage).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  await expect(adaPage.getByRole("heading", { level: 1, name: "Your conversations" })).toBeVisible();
  await expect(adaPage.getByRole("link", { name: "https://example.org/map", exact: true })).toBeVisible();

  const maryPage = await (await browser.newContext()).newPage();
  await logInAs(maryPage, mary);
  await maryPage.goto("/messages");
  await maryPage.getByRole("link", { name: /Ada Quillon/ }).click();
  await expect(
    maryPage.getByRole("listitem").filter({ hasText: "Shall we meet before the salon?" }).last(),
  ).toBeVisible();
  await maryPage.getByLabel("Your message").fill("Yes, at seven by the fountain.");
  await maryPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(maryPage.locator(".message").filter({ hasText: "Yes, at seven by the fountain." })).toBeVisible();
  await expectAccessible(maryPage);
  await shots(maryPage, "messages");

  await adaPage.reload();
  await expect(adaPage.locator(".message").filter({ hasText: "Yes, at seven by the fountain." })).toBeVisible();
});
