import { expect, test } from "./journey.ts";
import { createMember } from "./membership-support.ts";
import {
  addPasskeyInSettings,
  addVirtualAuthenticator,
  clickWaitingOutTheSignInLimit,
  expectAccessible,
  submitTheLoginForm,
} from "./support.ts";

// A passkey belongs to a domain name, never to an address: this journey visits the server as localhost, the host of
// its public URL, while the others use 127.0.0.1.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE = `http://localhost:${PORT}`;

test("a member adds a passkey, signs out, and signs in with the passkey alone; then removes it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { name: "Ada Byron", password: "Analytical-Engine-1843" });

  await addVirtualAuthenticator(page);

  await page.goto(`${SITE}/login`);
  await submitTheLoginForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);

  await addPasskeyInSettings(page, SITE, "My laptop");
  await expect(page.getByText("Your passkey has been added.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Passkeys" }).getByText("My laptop")).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/two-factor/passkeys-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto(`${SITE}/logout`);
  await expect(page).toHaveURL(`${SITE}/`);
  await page.goto(`${SITE}/login`);
  // The browser's WebAuthn library is not loaded with the login page, only when asked for.
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType("resource").some((entry) => /simplewebauthn|webauthn/i.test(entry.name)),
  );
  expect(loaded).toBe(false);
  await clickWaitingOutTheSignInLimit(
    page,
    page.getByRole("button", { name: "Sign in with a passkey" }),
    "/login/passkey",
  );
  await expect(page).toHaveURL(/\/home$/);

  // With a passkey, the password alone no longer signs in: the passkey is asked after it.
  await page.goto(`${SITE}/logout`);
  await page.goto(`${SITE}/login`);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(`${SITE}/settings#security`);
  await page.getByRole("button", { name: "Remove My laptop" }).click();
  await expect(page.getByText("The passkey has been removed.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Passkeys" })).toHaveCount(0);
});
