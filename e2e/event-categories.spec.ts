import { expect, test } from "./journey.ts";
import { adminApi, logInAs } from "./members.ts";
import { createTravelHost } from "./stays-hosts.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test("an admin renames Golf and hides Karaoke; a member creating an event sees the new name and not the hidden one", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi();
  const before = (await (await api.get("/api/admin/event-categories")).json()) as { categories: object[] };
  try {
    const member = await createTravelHost(api, "Wilhelmina Categories");

    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Event categories" }).click();
    await expect(page).toHaveURL(/\/admin#event-categories$/);
    await expect(page.getByRole("heading", { level: 2, name: "Event categories" })).toBeVisible();
    await page.getByLabel("Name of the category golf").fill("Golf Days");
    await page.getByRole("checkbox", { name: "Hidden (karaoke)" }).check();
    await page.getByLabel("New category").fill("Polo & Croquet");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByLabel("Name of the category new-24")).toHaveValue("Polo & Croquet");
    await page.getByRole("button", { name: "Save categories" }).click();
    await expect(page.getByText("The categories have been saved.")).toBeVisible();
    await expect(page.getByLabel("Name of the category polo-croquet")).toHaveValue("Polo & Croquet");
    await expectAccessible(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.getByRole("heading", { name: "Event categories" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${width}-event-categories.png`, animations: "disabled" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    const context = await browser.newContext();
    const memberPage = await context.newPage();
    const errors: string[] = [];
    memberPage.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await logInAs(memberPage, member);
    await memberPage.goto("/calendar");
    await expect(memberPage.getByText("Loading events…")).toBeHidden();
    await memberPage.getByRole("button", { name: "Create Event" }).click();
    const dialog = memberPage.getByRole("dialog", { name: "Create Event" });
    const category = dialog.getByLabel("Category");
    await expect(category.locator("option", { hasText: "Golf Days" })).toHaveCount(1);
    await expect(category.locator("option", { hasText: "Polo & Croquet" })).toHaveCount(1);
    await expect(category.locator("option", { hasText: "Karaoke" })).toHaveCount(0);
    await expect(category.locator("option", { hasText: "Golfing" })).toHaveCount(0);
    await expect(category.locator("option", { hasText: "Custom" })).toHaveCount(0);
    await category.selectOption({ label: "Golf Days" });
    for (const width of [1280, 390]) {
      await memberPage.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await memberPage.screenshot({ path: `${SHOTS}/${width}-event-dialog-categories.png`, animations: "disabled" });
    }
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    // Other journeys read the defaults: put them back.
    await api.put("/api/admin/event-categories", { data: before });
    await api.dispose();
  }
});
