import { expect, test } from "./journey.ts";
import { createMember, logIn } from "./membership-support.ts";
import { expectAccessible, openMenu } from "./support.ts";

test("a member changes her name, her password and an email preference in Settings", async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, { name: "Emilie du Chatelet", password: "Institutions-Physique-1740" });
  const newPassword = "Principia-Translation-1759";

  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/settings");
  await expect(page.getByLabel("Member type")).toBeDisabled();
  await expect(page.getByLabel("Member type")).toHaveValue("Standard");
  await expect(page.getByRole("switch", { name: "Club announcements" })).toBeChecked();
  await expectAccessible(page);

  await page.getByLabel("Username").fill("Emilie, Marquise du Chatelet");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("User details updated successfully")).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu).toContainText("Logged in as Emilie, Marquise du Chatelet");
  await page.keyboard.press("Escape");

  await page.getByRole("switch", { name: "Club announcements" }).click();
  await expect(page.getByText("Email preferences saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Club announcements" })).not.toBeChecked();

  await page.getByLabel("Current password").fill(member.password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("not-the-same-password");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("alert")).toHaveText("New passwords do not match");
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/logout");
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});
