import { expect, test } from "./journey.ts";
import { accessibilityWorld, contextAs } from "./accessibility-world.ts";
import { expectReady } from "./accessibility-support.ts";
import { NOT_FOUND, NOT_THE_PAGES, SCREENS } from "./routes-inventory.ts";

/*
 * Every route of the app opened by each of a visitor, a member and an admin (issue 33, item 5), whether the page is
 * hers or sends her elsewhere (a visitor to log in, a member away from an admin's page): no console error, no
 * uncaught exception, no Content-Security-Policy refusal. Axe runs on each route as its own role in
 * accessibility-routes.spec.ts; this journey reads only the console, at 1280 px.
 */
const PATHS = SCREENS.map((screen) => ({ path: screen.path, notFound: screen.notFound === true }));

for (const role of ["visitor", "member", "admin"] as const) {
  test(`every route, opened by ${role === "admin" ? "an" : "a"} ${role}, leaves no error in the console`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const world = await accessibilityWorld();
    const context = await contextAs(browser, role, 1280);
    const page = await context.newPage();
    const errors: string[] = [];
    let expectingNotFound = false;
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() !== "error" || NOT_THE_PAGES.some((line) => line.test(text))) return;
      if (expectingNotFound && NOT_FOUND.test(text)) return;
      errors.push(`${page.url()}: ${text}`);
    });
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const { path, notFound } of PATHS) {
      expectingNotFound = notFound;
      await test.step(path(world), async () => {
        await page.goto(path(world));
        await expectReady(page);
      });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
