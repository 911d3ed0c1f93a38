import fs from "node:fs";
import { expect, test } from "./journey.ts";
import { createMember, logIn, unique } from "./membership-support.ts";
import { ADMIN, expectAccessible } from "./support.ts";
import type { Page } from "@playwright/test";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-privacy";

/** Searches the members' directory by name and answers its count line. */
async function findInDirectory(page: Page, name: string) {
  await page.goto("/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await page.getByRole("main").getByRole("searchbox", { name: "Search", exact: true }).fill(name);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  return page.getByRole("main").locator(".directory__count");
}

test("an admin removes a member from User Management, and she leaves the directory at once", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ruth = await createMember(request, { name: `Ruth Vaillant ${unique()}`, password: "Lantern-Walk-1931" });
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  const before = await findInDirectory(page, ruth.name);
  await expect(before).toHaveText("1 member");
  await expect(page.getByRole("link", { name: new RegExp(ruth.name) })).toBeVisible();

  await page.goto("/users");
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(ruth.name);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(ruth.name) }) });
  await expect(row).toHaveCount(1);

  // The dialog: focus stays inside, Escape closes it and nothing happens.
  await row.getByRole("button", { name: `Remove ${ruth.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove member" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `${ruth.name} will be signed out and hidden from the club at once. Her account will be erased in 30 days, unless you reactivate her before then; her comments and her photos of the club's events stay, as a former member's.`,
  );
  await expectAccessible(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/member-removal-dialog-${width}.png`, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Deactivated")).toHaveCount(0);

  await row.getByRole("button", { name: `Remove ${ruth.name}` }).click();
  await dialog.getByRole("button", { name: "Remove member" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("status")).toHaveText(
    "Member removed: she is signed out, and her account will be erased in 30 days. Reactivating her before then keeps it.",
  );
  await expect(row.getByText("Deactivated")).toBeVisible();
  await expect(row.getByRole("button", { name: `Reactivate ${ruth.name}` })).toBeEnabled();
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/member-removal-row-${width}.png`, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const after = await findInDirectory(page, ruth.name);
  await expect(after).toHaveText("No member matches this search.");
  await expect(page.getByRole("link", { name: new RegExp(ruth.name) })).toHaveCount(0);
  expect(errors).toEqual([]);
});
