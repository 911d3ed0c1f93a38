import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { ADMIN, expectAccessible } from "./support.ts";

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

  // Ada kept the conversation open: Mary's answer came without a reload, and the next comes too.
  await expect(adaPage.locator(".message").filter({ hasText: "Yes, at seven by the fountain." })).toBeVisible();
  await maryPage.getByLabel("Your message").fill("Bring the map, please.");
  await maryPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(adaPage.locator(".message").filter({ hasText: "Bring the map, please." })).toBeVisible();

  // Mary reports Ada's first message: Escape closes the dialog, then she sends it with a reason.
  const report = maryPage.getByRole("button", { name: "Report this message from Ada Quillon" });
  await expect(report).toHaveCount(1);
  await report.click();
  const dialog = maryPage.getByRole("dialog", { name: "Report this message to the admins" });
  // Focus is inside the dialog and stays there as she tabs round it.
  await expect(dialog.locator(":focus")).toHaveCount(1);
  for (let i = 0; i < 5; i += 1) {
    await maryPage.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
  }
  await maryPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  await report.click();
  await dialog.getByLabel("Why (optional)").fill("Only testing the report.");
  await shots(maryPage, "report-dialog");
  await dialog.getByRole("button", { name: "Send the report" }).click();
  await expect(maryPage.getByText("Thank you: the admins have this message and will look at it.")).toBeVisible();

  const admin = await adminApi();
  const reports = (await (await admin.get("/api/admin/reported-messages")).json()) as {
    reports: { reason: string; message: { text: string } }[];
  };
  expect(
    reports.reports.some((r) => r.reason === "Only testing the report." && /Shall we meet/.test(r.message.text)),
  ).toBe(true);
  await admin.dispose();

  // The admin finds it from /admin, and reads that message alone.
  const adminPage = await (await browser.newContext()).newPage();
  await logInAs(adminPage, ADMIN);
  await adminPage.goto("/admin");
  await adminPage.getByRole("link", { name: "Reported messages" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Reported messages" })).toBeVisible();
  const reported = adminPage.getByRole("list", { name: "Reported messages" }).getByRole("listitem").filter({
    hasText: "Only testing the report.",
  });
  await expect(reported).toContainText("From Ada Quillon");
  await expect(reported).toContainText("Reported by Mary Fenwick");
  await expect(adminPage.getByText("Bring the map, please.")).toHaveCount(0);
  await expectAccessible(adminPage);
  await shots(adminPage, "reported-messages");
});
