import { expect, test } from "./journey.ts";
import { createMember, logIn } from "./membership-support.ts";
import { ADMIN, expectAccessible } from "./support.ts";

test("an admin gives a member a temporary password, shown once; the member must choose a new one at login", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, { name: "Sophie Germain", password: "Elastic-Surfaces-1816" });

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: member.email });
  await expect(row.getByRole("combobox", { name: `Member type of ${member.name}` })).toHaveValue("Standard");
  await expectAccessible(page);
  await row.getByRole("button", { name: `Reset password of ${member.name}` }).click();
  await page.getByRole("dialog", { name: "Reset password" }).getByRole("button", { name: "Reset password" }).click();
  const shown = page.getByRole("dialog", { name: "Temporary password" });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("It is shown only this once and works for 72 hours.");
  const temporary = (await shown.locator("code").textContent())!.trim();
  expect(temporary).toHaveLength(14);
  await expectAccessible(page);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(temporary)).toHaveCount(0);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  expect((await logIn(memberPage, member.email, member.password)).status()).toBe(401);
  await logIn(memberPage, member.email, temporary);
  await expect(memberPage).toHaveURL(/\/settings$/);
  await expect(memberPage.getByRole("alert")).toContainText("Please choose a new password before you continue.");
  await expect(memberPage.getByLabel("Username")).toHaveCount(0);
  await expectAccessible(memberPage);
  await memberPage.goto("/calendar");
  await expect(memberPage).toHaveURL(/\/settings$/);

  await memberPage.getByLabel("Current password").fill(temporary);
  await memberPage.getByLabel("New password", { exact: true }).fill("Fermat-Last-Theorem-1823");
  await memberPage.getByLabel("Confirm new password").fill("Fermat-Last-Theorem-1823");
  await memberPage.getByRole("button", { name: "Update password" }).click();
  await expect(memberPage.getByText("Password updated successfully")).toBeVisible();
  await expect(memberPage.getByLabel("Username")).toBeVisible();
  await memberPage.goto("/member-home");
  await expect(memberPage.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  await memberContext.close();
});
