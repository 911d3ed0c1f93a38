import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { MAILINGS_AT_ONCE } from "./test/server/harness/mailings-at-once.ts";

// E2E_PORT lets two engineers run the journeys on one machine at the same time.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ADMIN = { email: "admin@salon.test", password: "Opening-Night-1924", name: "Admin" };

// Debian's Chromium, never a downloaded browser; flags that keep it off the closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
/** The e2e server's DATA_DIR. */
export const E2E_DATA_DIR = path.resolve(
  "test-results",
  `e2e-data-${process.env.E2E_RUN_ID ?? (process.env.E2E_RUN_ID = String(Date.now()))}`,
);
/** Every email the e2e app sends goes over SMTP to a real SMTP server (e2e/smtp-inbox.ts), which keeps it here as .eml. */
export const E2E_INBOX_DIR = path.join(E2E_DATA_DIR, "inbox");
const SMTP_PORT = PORT + 1000;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A journey may wait out its own address's login limit (10 a minute: e2e/journey.ts) once.
  timeout: 150_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "journeys", testMatch: /.*\.spec\.ts/, use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "screenshots", testMatch: /screenshots\/.*\.ts/, use: { launchOptions: chromium } },
  ],
  webServer: [
    {
      command: "node_modules/.bin/node e2e/smtp-inbox.ts",
      port: SMTP_PORT,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { SMTP_PORT: String(SMTP_PORT), INBOX_DIR: E2E_INBOX_DIR },
    },
    {
      command: "node_modules/.bin/node scripts/start.ts",
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: "",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
        // As behind a proxy: e2e/members.ts gives each new member an address of her own (10 registrations an hour per address).
        TRUST_PROXY: "true",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MEMBERSHIP_FEES: "Flying Member=Annual fee: $1,200",
        // The journeys' admin signs in with her password (the admin gate has its own tests: two-factor.test.ts).
        REQUIRE_ADMIN_2FA: "false",
        ...MAILINGS_AT_ONCE,
      },
    },
  ],
});
