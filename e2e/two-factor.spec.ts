import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { Secret, TOTP } from "otpauth";
import { createMember } from "./membership-support.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const codeAt = (secret: string, moment: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: moment,
  });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/two-factor/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Sends the second step's code. Wrong codes count in the journey's per-address login limit, so a 429 is
 * waited out as the login helpers do; a code made from the clock is made again after the wait.
 */
async function giveCode(page: Page, code: string | (() => string)) {
  const field = page.getByLabel("Authentication code");
  await expect(field).toBeFocused();
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.fill(typeof code === "string" ? code : code());
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/login/2fa" && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Verify" }).click();
    const response = await answer;
    if (response.status() !== 429) return;
    await page.waitForTimeout((Number(response.headers()["retry-after"] ?? 30) + 1) * 1000);
  }
  throw new Error("the second step stayed rate-limited");
}

test("a member turns on her authenticator app, signs in with a code and a recovery code, and signs another session out", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await createMember(request, { name: "Hedy Lamarr", password: "Frequency-Hopping-1942" });

  await logInThroughTheForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/settings#security");
  const security = page.getByRole("region", { name: "Security" });
  await security.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator(".two-factor__secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await shoot(page, "setup");

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await page.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expectAccessible(page);
  await shoot(page, "recovery-codes");
  // She downloads them as a text file before they are gone from the screen.
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("recovery-codes.txt");
  const saved = await file.path().then((p) => import("node:fs").then((fs) => fs.readFileSync(p, "utf8")));
  for (const code of recoveryCodes) expect(saved).toContain(code);
  await expect(page.getByRole("status").filter({ hasText: "Saved as recovery-codes.txt" })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(".two-factor__codes").screenshot({ path: `test-results/two-factor/codes-only-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();

  // A second browser: the password alone no longer signs in; the next step's code does.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const answer = await logInThroughTheForm(otherPage, member.email, member.password);
  expect(await answer.json()).toEqual({ twoFactorRequired: true, methods: ["totp", "recovery"] });
  await expect(otherPage.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expectAccessible(otherPage);
  await shoot(otherPage, "login-code");
  await giveCode(otherPage, "111111");
  await expect(otherPage.getByRole("alert")).toContainText("That code is not right");
  await giveCode(otherPage, () => codeAt(secret, Date.now() + 30_000));
  await expect(otherPage).toHaveURL(/\/home$/);

  // The first browser sees both sessions and signs the other out; the other is signed out at its next step.
  await page.reload();
  const sessions = page.locator(".sessions__item");
  await expect(sessions).toHaveCount(2);
  await expect(page.getByText("This device")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "sessions");
  await page
    .locator(".sessions__item", { hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(page.getByText("The session has been signed out.")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await otherPage.goto("/settings");
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fsettings$/);
  await other.close();

  // Signed out, she signs in again with a recovery code: it works once.
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/$/);
  await logInThroughTheForm(page, member.email, member.password);
  await giveCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/settings#security");
  await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
});
