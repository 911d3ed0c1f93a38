import fs from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./journey.ts";
import { freePort, spawnServer, type ServerProcess } from "../test/server/harness/server-process.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

/**
 * A club started as the README says, with no ADMIN_PASSWORD: Salon prints the first admin's password once. Her first
 * sign-in is a guided welcome (her name, her own password, a second factor), so this journey starts a club of its own.
 */
let club: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = path.resolve("test-results", `e2e-first-admin-${Date.now()}`);
  const port = await freePort();
  club = await spawnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // The README's default: an admin's power waits for her second factor.
    REQUIRE_ADMIN_2FA: "true",
  });
  await club.ready(60_000);
});

test.afterAll(async () => {
  await club?.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const codeAt = (secret: string, moment: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: moment,
  });

const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `test-results/screenshots/${width}-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test("the first admin signs in with the password printed at start and is welcomed in three steps: her name, her own password, her second factor, then her dashboard", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const printed = /^│ {3}Password {2}(\S+) +│$/m.exec(club.output())?.[1];
  expect(printed).toBeDefined();
  const context = await browser.newContext({ baseURL: club.base });
  const page = await context.newPage();
  await logInThroughTheForm(page, "admin@localhost", printed!);

  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your club, in three steps");
  await expect(
    page.getByText("You signed in with the password Salon printed when it first started.", { exact: false }),
  ).toBeVisible();
  const steps = page.getByRole("list", { name: "Your first steps" });
  await expect(steps.getByRole("listitem")).toHaveText([
    "1Your name (now)",
    "2Your own password (to come)",
    "3A second factor (to come)",
  ]);
  await expect(page.getByText("An admin has given you a temporary password.", { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "first-admin-welcome-name");

  await expect(page.getByLabel("Your full name")).toHaveValue("");
  await page.getByLabel("Your full name").fill("Ines Duarte");
  await page.getByRole("button", { name: "Save my name" }).click();

  await expect(steps.locator("[aria-current=step]")).toHaveText("2Your own password (now)");
  await page.getByLabel("Current password").fill(printed!);
  await page.getByLabel("New password", { exact: true }).fill("Her-Own-Choice-2027");
  await page.getByLabel("Confirm new password").fill("Her-Own-Choice-2027");
  await shoot(page, "first-admin-welcome-password");
  await page.getByRole("button", { name: "Update password" }).click();

  await expect(steps.locator("[aria-current=step]")).toHaveText("3A second factor (now)");
  await expect(
    page.getByText("a stolen password alone never opens the club's admin tools", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Not now" })).toHaveCount(0);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const secret = (await page.locator(".two-factor__secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expectAccessible(page);
  await shoot(page, "first-admin-welcome-factor");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Your club is yours to set up" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Her name is hers now, wherever the club shows it.
  await page.goto("/settings");
  await expect(page.getByLabel("Username")).toHaveValue("Ines Duarte");
  await context.close();
});
