import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request, type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { ADMIN, BASE_URL } from "../playwright.config.ts";
import { adminApi } from "./members.ts";
import { expectAccessible, logInThroughTheApi, logInThroughTheForm, submitTheLoginForm } from "./support.ts";

// One way to write a date (docs/product/dates.md): an event across days reads as a range of days on its card and its
// page; a club whose CLUB_LOCALE is en-GB reads 24-hour time and the day before the month.
const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const RUN = Date.now().toString(36);
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const weekend = {
  title: `Weekend at Cliveden ${RUN}`,
  event_date: "2031-01-17",
  end_date: "2031-01-19",
  start_time: "16:00",
  end_time: "11:00",
  is_physical: true,
  city: "Taplow",
};
const supper = { title: `Friday supper ${RUN}`, event_date: "2031-01-17", start_time: "18:00", end_time: "21:00" };

async function addEvents(api: APIRequestContext) {
  const slugs: string[] = [];
  for (const data of [weekend, supper]) {
    const made = await api.post("/api/events", { data });
    expect(made.status(), await made.text()).toBe(201);
    slugs.push(((await made.json()) as { slug: string }).slug);
  }
  return slugs as [string, string];
}

const shoot = (page: Page, width: number, name: string) =>
  page.screenshot({ path: `${DIR}/${width}-dates-${name}.png`, fullPage: true, animations: "disabled" });

test("an event across days reads as a range of days on its card and its page, never as its hours", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const admin = await adminApi();
  const [slug] = await addEvents(admin);
  await admin.dispose();
  await logInThroughTheForm(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto("/calendar");
    await page.getByLabel("Search events").fill(RUN);
    const card = page.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ hasText: weekend.title });
    await expect(card).toContainText("Fri, Jan 17 – Sun, Jan 19, 2031");
    await expect(card).not.toContainText("4:00 PM");
    const same = page.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ hasText: supper.title });
    await expect(same).toContainText("Fri, Jan 17, 2031, 6:00 – 9:00 PM");
    await shoot(page, size.width, "cards");

    await page.goto(`/events/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: weekend.title })).toBeVisible();
    await expect(page.locator(".event-page__heading")).toContainText("Fri, Jan 17 – Sun, Jan 19, 2031");
    await expect(page.getByRole("tabpanel")).toContainText("Fri, Jan 17 – Sun, Jan 19, 2031");
    await expect(page.getByRole("tabpanel")).toContainText("Starts 4:00 PM, ends 11:00 AM");
    await expect(page.getByRole("tabpanel")).not.toContainText("4:00 PM – 11:00 AM");
    await expectAccessible(page);
    await shoot(page, size.width, "event-page");

    await page.goto("/calendar?view=month&month=2031-01");
    const grid = page.getByRole("grid", { name: "January 2031" });
    await expect(grid.locator('[data-day="2031-01-17"]')).toContainText(`6 PM ${supper.title}`);
    await expect(grid.locator('[data-day="2031-01-18"]')).toContainText(weekend.title);
    await shoot(page, size.width, "month");

    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await shoot(page, size.width, "home");
  }
  expect(errors).toEqual([]);
});

test.describe("a club that writes dates the British way", () => {
  const port = Number(new URL(BASE_URL).port) + 2000;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-en-gb-"));
    server = spawn("node_modules/.bin/node", ["scripts/start.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        REQUIRE_ADMIN_2FA: "false",
        CLUB_LOCALE: "en-GB",
        CLUB_TIMEZONE: "Europe/London",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 240) throw new Error("the en-GB server did not start");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const api = await request.newContext({ baseURL: base });
    expect((await logInThroughTheApi(api, ADMIN.email, ADMIN.password)).ok()).toBe(true);
    await addEvents(api);
    await api.dispose();
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("CLUB_LOCALE=en-GB shows 24-hour time and the day first, on cards, the event page and the month view", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(`${base}/login`);
    await submitTheLoginForm(page, ADMIN.email, ADMIN.password);
    await expect(page).not.toHaveURL(/\/login/);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${base}/calendar`);
      const list = page.getByRole("list", { name: "Events" });
      await expect(list.getByRole("listitem").filter({ hasText: supper.title })).toContainText(
        "Fri 17 Jan 2031, 18:00–21:00",
      );
      await expect(list.getByRole("listitem").filter({ hasText: weekend.title })).toContainText(
        "Fri 17 Jan – Sun 19 Jan 2031",
      );
      await shoot(page, size.width, "en-gb-cards");
      await list.getByRole("link", { name: new RegExp(supper.title) }).click();
      await expect(page.getByRole("tabpanel")).toContainText("Friday 17 January 2031");
      await expect(page.getByRole("tabpanel")).toContainText("18:00–21:00");
      await shoot(page, size.width, "en-gb-event-page");
      await page.goto(`${base}/calendar?view=month&month=2031-01`);
      const grid = page.getByRole("grid", { name: "January 2031" });
      await expect(grid.locator('[data-day="2031-01-17"]')).toContainText(`18:00 ${supper.title}`);
      await shoot(page, size.width, "en-gb-month");
    }
    expect(errors).toEqual([]);
  });
});
