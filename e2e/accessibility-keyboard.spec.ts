import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { accessibilityWorld, contextAs, type AccessibilityWorld, type Role } from "./accessibility-world.ts";
import { expectFocusVisible, expectReady } from "./accessibility-support.ts";

// A keyboard-only pass over the main screens: Tab from the top of the page to its end reaches every control,
// in the order they stand in the page, and every stop shows where the focus is.

const SCREENS: { as: Role; path: (world: AccessibilityWorld) => string }[] = [
  { as: "visitor", path: () => "/" },
  { as: "visitor", path: () => "/request" },
  { as: "member", path: () => "/calendar" },
  { as: "member", path: ({ event }) => `/events/${event.slug}?tab=participation` },
  { as: "member", path: () => "/gallery" },
  { as: "member", path: () => "/settings" },
  { as: "member", path: () => "/home" },
  { as: "member", path: () => "/members" },
  { as: "member", path: ({ memberId }) => `/members/${memberId}?edit` },
  { as: "admin", path: () => "/users" },
  { as: "admin", path: () => "/admin" },
];

/** Presses Tab until focus leaves the page, marking each stop with its place; answers how many there were. */
async function tabToTheEnd(page: Page): Promise<number> {
  for (let stop = 0; stop < 250; stop++) {
    await page.keyboard.press("Tab");
    const fresh = await page.evaluate((place) => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body || active.dataset.tabStop) return false;
      active.dataset.tabStop = String(place);
      return true;
    }, stop);
    if (!fresh) return stop;
    await expectFocusVisible(page);
  }
  throw new Error("Tab never reached the end of the page");
}

/** The controls a keyboard must be able to reach that Tab never stopped on (one radio per group is enough). */
const unreached = (page: Page) =>
  page.evaluate(() => {
    const candidates = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]"),
    ].filter(
      (e) =>
        e.tabIndex >= 0 &&
        !(e as HTMLButtonElement).disabled &&
        !e.closest("[inert]") &&
        e.checkVisibility({ visibilityProperty: true }),
    );
    const radioStops = new Set<string>();
    return candidates
      .filter((e) => {
        if (!(e instanceof HTMLInputElement) || e.type !== "radio") return true;
        const group = `${e.form?.id ?? ""}/${e.name}`;
        const checked = document.querySelector(`input[type=radio][name="${CSS.escape(e.name)}"]:checked`);
        if (checked ? e !== checked : radioStops.has(group)) return false;
        radioStops.add(group);
        return true;
      })
      .filter((e) => !e.dataset.tabStop)
      .map(
        (e) =>
          `<${e.tagName.toLowerCase()}> "${(e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 40)}"`,
      );
  });

/** The places of the stops, read in document order: ascending when Tab follows the page. */
const stopsInPageOrder = (page: Page) =>
  page.locator("[data-tab-stop]").evaluateAll((stops) => stops.map((s) => Number((s as HTMLElement).dataset.tabStop)));

for (const role of ["visitor", "member", "admin"] as const) {
  test(`the ${role}'s main screens work from the keyboard alone, with the focus always visible`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const world = await accessibilityWorld();
    const context = await contextAs(browser, role, 1280);
    const page = await context.newPage();
    for (const screen of SCREENS.filter((s) => s.as === role)) {
      const path = screen.path(world);
      await test.step(path, async () => {
        await page.goto(path);
        await expectReady(page);
        const stops = await tabToTheEnd(page);
        expect(stops).toBeGreaterThan(3);
        expect(await unreached(page), `controls Tab never reached on ${path}`).toEqual([]);
        const order = await stopsInPageOrder(page);
        expect(order, `Tab order follows the page on ${path}`).toEqual([...order].sort((a, b) => a - b));
      });
    }
    await context.close();
  });
}
