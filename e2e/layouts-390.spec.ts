import { expect, test } from "@playwright/test";
import { logInThroughTheForm } from "./support.ts";

// Issue 33, item 6: layouts that hold at 390 px.
test("at 390 px the event dialog's step header and category field hold, and no page scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);

  for (const path of ["/calendar", "/stays"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }

  await page.goto("/calendar");
  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();

  // Each step's number and label stay inside its own button, and the buttons do not touch.
  const steps = await dialog.locator(".event-steps__step").evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const inner = [...button.querySelectorAll("*")].map((child) => child.getBoundingClientRect());
      const contentRight = Math.max(...inner.map((rect) => rect.right));
      return { left: box.left, right: box.right, contentRight, overflow: button.scrollWidth > button.clientWidth };
    }),
  );
  expect(steps).toHaveLength(3);
  for (const [index, step] of steps.entries()) {
    expect(step.overflow, `step ${index + 1} overflows`).toBe(false);
    expect(step.contentRight, `step ${index + 1}'s label leaves its button`).toBeLessThanOrEqual(step.right + 0.5);
    const next = steps[index + 1];
    if (next) expect(step.contentRight, `step ${index + 1} runs into step ${index + 2}`).toBeLessThan(next.left);
  }

  // The category field's chosen text fits the field: measured in the field's own font.
  const category = dialog.getByLabel("Category");
  await expect(category).toHaveValue("");
  const fit = await category.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.options[select.selectedIndex]!.text;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, width: context.measureText(text).width, room };
  });
  expect(fit.text).toBe("Entertainment (the default)");
  expect(fit.width, `"${fit.text}" is clipped`).toBeLessThanOrEqual(fit.room);
});

test("at 390 px the event page shows all four of its tabs whole, and each still answers the keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  const created = await page.request.post("/api/events", {
    data: { title: "Supper at the Glasshouse", event_date: "2030-09-18", is_physical: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await page.goto(`/events/${slug}`);
  const tablist = page.getByRole("tablist");
  await expect(tablist.getByRole("tab")).toHaveCount(4);
  const list = (await tablist.boundingBox())!;
  for (const tab of await tablist.getByRole("tab").all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x, `${await tab.textContent()} starts off screen`).toBeGreaterThanOrEqual(list.x);
    expect(box.x + box.width, `${await tab.textContent()} is cut at the edge`).toBeLessThanOrEqual(
      list.x + list.width + 0.5,
    );
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tablist.getByRole("tab").first().focus();
  await page.keyboard.press("End");
  await expect(tablist.getByRole("tab", { name: "Notes and Comments" })).toBeFocused();
});

test("at 390 px the month view's cells keep the start of each event's name, not a bare bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  const mid = `${new Date().toISOString().slice(0, 8)}15`;
  const created = await page.request.post("/api/events", {
    data: { title: "Supper at the Glasshouse", event_date: mid, is_physical: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/calendar");
  await page.getByRole("button", { name: "Month" }).click();
  const item = page.locator(".month__day .month__item", { hasText: "Supper at the Glasshouse" }).first();
  await expect(item).toBeVisible();
  const shown = await item.evaluate((element) => ({
    fontSize: parseFloat(getComputedStyle(element).fontSize),
    height: element.getBoundingClientRect().height,
  }));
  expect(shown.fontSize, "the name is shrunk to nothing").toBeGreaterThanOrEqual(10);
  expect(shown.height, "the name has no line to sit on").toBeGreaterThanOrEqual(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
