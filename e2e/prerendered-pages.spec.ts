import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { logInThroughTheForm, openMenu } from "./support.ts";

const MARKETING = [
  "/",
  "/home",
  "/about",
  "/membership",
  "/activities",
  "/privacy-policy",
  "/terms-of-service",
  "/contact",
];

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()} ${error.message}`));
  return problems;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the public pages arrive as HTML a reader, a search engine and a link preview can use", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About the club" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "WHAT NOT" })).toBeVisible();
    await expect(page).toHaveTitle("About the club · Salon");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /someone other than the person who runs the meeting/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "About the club · Salon");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^http:\/\/.+\/about$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http:\/\/.+\/media\/hero-poster\.jpg$/,
    );

    for (const home of ["/", "/home"]) {
      await page.goto(home);
      await expect(page.getByRole("heading", { level: 1, name: "Off the record, among equals." })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toBeVisible();
    }
  });
});

test("the public pages come to life without a hydration mismatch or a console error, and the app takes over", async ({
  page,
}) => {
  const problems = collectProblems(page);
  for (const path of MARKETING) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The menu answers only once React has taken the page over.
    const menu = await openMenu(page);
    await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
    await page.keyboard.press("Escape");
  }
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page).toHaveTitle("Login · Salon");
  await page.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveTitle("Privacy policy · Salon");
  expect(problems).toEqual([]);
});

test.describe("a page not rendered at build time, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("arrives as the club's frame, saying it is loading", async ({ page }) => {
    await page.goto("/calendar");
    await expect(page.getByRole("link", { name: "Salon, home" })).toBeVisible();
    await expect(page.getByRole("main")).toHaveText("Loading…");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toBeVisible();
  });
});

test("the app renders over the frame without a console error: a visitor opening a member's page is sent to log in", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fcalendar$/);
  await expect(page.getByText("Loading…")).toHaveCount(0);
  await expect(page.locator("header.site-header")).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a member opening the gallery by its address: each first call is made once, answered from what the page announced, and kept by no cache", async ({
  page,
}) => {
  await logInThroughTheForm(page);
  const gallery = await page.context().newPage();
  const calls: { path: string; cacheControl: string | undefined }[] = [];
  gallery.on("response", (response) => {
    const url = new URL(response.url());
    // Her photo in the header is a picture the stylesheet asks for (revalidated, never shared): not one of the calls.
    if (response.request().resourceType() === "image") return;
    if (url.pathname === "/auth-status" || url.pathname.startsWith("/api/"))
      calls.push({ path: `${url.pathname}${url.search}`, cacheControl: response.headers()["cache-control"] });
  });
  const document = await gallery.goto("/gallery");
  await expect(gallery.getByRole("heading", { level: 1, name: "Media Gallery" })).toBeVisible();
  const announced = document!.headers().link ?? "";
  for (const path of ["/auth-status", "/api/events"]) expect(announced).toContain(`<${path}>; rel=preload; as=fetch`);
  await gallery.waitForLoadState("networkidle");

  const paths = calls.map((call) => call.path);
  expect(paths).toEqual(expect.arrayContaining(["/auth-status", "/api/events"]));
  expect(paths.some((path) => path.startsWith("/api/images?"))).toBe(true);
  // Announced and then asked for by the app: one request each means the app's call took the preloaded answer.
  expect(new Set(paths).size).toBe(paths.length);
  for (const call of calls) expect(call.cacheControl, call.path).toBe("no-store");
});

test("a member opening /home sees her own home and never the public page, not even for a frame", async ({ page }) => {
  const problems = collectProblems(page);
  // Records whether the public hero's title is ever in the document, from the first byte of each load.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.getElementById("hero-title")) sessionStorage.setItem("heroSeen", "yes");
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", seen);
  });
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  for (let load = 0; load < 4; load += 1) {
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  }
  expect(await page.evaluate(() => sessionStorage.getItem("heroSeen"))).toBeNull();
  expect(problems).toEqual([]);
});
