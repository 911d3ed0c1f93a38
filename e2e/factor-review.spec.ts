import { expect, test } from "./journey.ts";
import { Secret, TOTP } from "otpauth";
import { E2E_DATA_DIR } from "../playwright.config.ts";
import { createMember } from "./membership-support.ts";
import {
  addPasskeyInSettings,
  addVirtualAuthenticator,
  ageAuthenticatorApp,
  clickWaitingOutTheSignInLimit,
  expectAccessible,
  linkIn,
  submitTheLoginForm,
  waitForEmail,
} from "./support.ts";

// A passkey belongs to a domain name: this journey visits the server as localhost, the host of its public URL.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE = `http://localhost:${PORT}`;
const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();

test("a password reset removes the passkey added days before, asks her app's code, then she reviews and removes her app", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { name: "Emmy Noether", password: "Invariant-Theory-1918" });
  await addVirtualAuthenticator(page);

  // Her authenticator app, on for a month; then a passkey added today (as a thief with her session would).
  await page.goto(`${SITE}/login`);
  await submitTheLoginForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);
  const { secret } = await (await page.request.post(`${SITE}/api/me/2fa/totp`)).json();
  const confirmed = await page.request.post(`${SITE}/api/me/2fa/totp/confirm`, { data: { code: code(secret) } });
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  ageAuthenticatorApp(E2E_DATA_DIR, member.email, 30);
  await addPasskeyInSettings(page, SITE, "Unknown key");
  await expect(page.getByText("Your passkey has been added.")).toBeVisible();
  await waitForEmail(member.email, "A passkey was added to your account");
  await page.goto(`${SITE}/logout`);

  await page.request.post(`${SITE}/forgot-password`, { data: { email: member.email } });
  const token = linkIn(await waitForEmail(member.email, "Reset your"), "/reset-password/");
  await page.goto(`${SITE}/reset-password/${token}`);
  await page.getByLabel("New password", { exact: true }).fill("Noether-Rings-1921");
  await page.getByLabel("Confirm new password").fill("Noether-Rings-1921");
  await page.getByRole("button", { name: "Reset password" }).click();

  // Her app is still hers: the reset stands in for the password only, and the code is asked.
  await page.getByLabel("Authentication code").fill(recoveryCodes[0]!);
  await clickWaitingOutTheSignInLimit(page, page.getByRole("button", { name: "Verify" }), "/login/2fa");
  await expect(page.getByRole("status")).toHaveText(
    "Password has been reset successfully. Removed with it, as they were added to your account in the last 7 days: the passkey “Unknown key”.",
  );
  await expect(page.getByRole("heading", { name: "Review your sign-in methods" })).toBeVisible();
  const methods = page.getByRole("list", { name: "Your sign-in methods" }).getByRole("listitem");
  await expect(methods).toHaveCount(1);
  await expect(methods.first()).toContainText("Authenticator app");
  await expectAccessible(page);
  await waitForEmail(member.email, "A passkey was removed from your account");

  // The confirmation is a dialog: Escape closes it and gives the focus back to its button.
  const remove = page.getByRole("button", { name: "Remove Authenticator app" });
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Remove Authenticator app?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByLabel("Code from the app or a recovery code").fill(recoveryCodes[1]!);
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Your password is now the only way to sign in to your account.")).toBeVisible();
  await waitForEmail(member.email, "An authenticator app was turned off for your account");
  await page.getByRole("link", { name: "Continue to the club" }).click();
  await expect(page).toHaveURL(/\/home$/);
});
