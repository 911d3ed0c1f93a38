import { expect, test } from "./journey.ts";
import { createMember, logIn } from "./membership-support.ts";
import { expectAccessible, linkIn, waitForEmail } from "./support.ts";

test("a member who forgot her password resets it from the emailed link, is signed in, and logs in again with it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, { name: "Mary Somerville", password: "Connexion-Physical-1834" });
  const newPassword = "Mechanism-Heavens-1831";

  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter your email.")).toBeVisible();
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If an account exists for that email, a link to reset the password has been sent.",
  );
  await expectAccessible(page);

  const token = linkIn(await waitForEmail(member.email, "Reset your"), "/reset-password/");
  await page.goto(`/reset-password/${token}`);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(`${newPassword}!`);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match.");
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be 8 to 128 characters.");
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("status")).toHaveText("Password has been reset successfully.");
  // With no second factor, the reset signs her in, and she reviews her sign-in methods (decision 33).
  await expect(page.getByRole("heading", { name: "Review your sign-in methods" })).toBeVisible();
  await expect(page.getByText("Your password is now the only way to sign in to your account.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Continue to the club" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/logout");

  expect((await logIn(page, member.email, member.password)).status()).toBe(401);
  await logIn(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/home$/);

  // The link is single-use.
  await page.goto(`/reset-password/${token}`);
  await page.getByLabel("New password", { exact: true }).fill("Another-Password-2030");
  await page.getByLabel("Confirm new password").fill("Another-Password-2030");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid or expired token.");
});
