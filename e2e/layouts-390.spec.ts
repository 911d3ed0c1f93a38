import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { makeImage, PALETTES } from "./gallery-images.ts";
import { logInThroughTheForm } from "./support.ts";

// Issue 33, item 6: layouts that hold at 390 px.

/** Logs the admin in at the given width and gives her an online event on that date. */
async function adminWithEvent(page: Page, width: number, eventDate = "2030-09-18") {
  await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  const created = await page.request.post("/api/events", {
    data: { title: "Supper at the Glasshouse", event_date: eventDate, is_physical: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; slug: string };
}

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
  const { slug } = await adminWithEvent(page, 390);
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
  await adminWithEvent(page, 390, `${new Date().toISOString().slice(0, 8)}15`);
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

test("at 1280 px the event's Images tab shows each photo whole in an even grid, with equal buttons and 'Current banner' under its own photo", async ({
  page,
}) => {
  const event = await adminWithEvent(page, 1280);
  const shapes: [string, number, number][] = [
    ["Orchard at dusk", 900, 600],
    ["The long table", 600, 900],
    ["Lanterns", 900, 600],
  ];
  const ids: string[] = [];
  for (const [index, [title, width, height]] of shapes.entries()) {
    const answer = await page.request.post("/upload-image", {
      multipart: {
        title,
        associated_event_id: event.id,
        image: {
          name: `${title}.jpg`,
          mimeType: "image/jpeg",
          buffer: await makeImage("jpeg", width, height, PALETTES[index]!),
        },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    ids.push(((await answer.json()) as { id: string }).id);
  }
  await page.goto(`/events/${event.slug}`);
  await page.getByRole("tab", { name: "Images" }).click();
  await page.getByRole("button", { name: "Use as banner" }).first().click();
  const items = page.locator(".event-images__item");
  await expect(items).toHaveCount(3);
  await expect(page.getByText("Current banner")).toHaveCount(1);

  const layout = await items.evaluateAll((elements) =>
    elements.map((item) => {
      const img = item.querySelector("img")!;
      const action = item.querySelector("button, .event-images__current")!;
      const box = img.getBoundingClientRect();
      const actionBox = action.getBoundingClientRect();
      return {
        alt: img.alt,
        fit: getComputedStyle(img).objectFit,
        frame: { top: box.top, width: box.width, height: box.height, left: box.left, bottom: box.bottom },
        action: {
          top: actionBox.top,
          left: actionBox.left,
          height: actionBox.height,
          width: actionBox.width,
          right: actionBox.right,
        },
      };
    }),
  );
  for (const item of layout) {
    expect(item.fit, `${item.alt} is cropped`).toBe("contain");
    expect(item.frame.height).toBeCloseTo(layout[0]!.frame.height, 0);
    expect(item.frame.top).toBeCloseTo(layout[0]!.frame.top, 0);
    // Its action sits under its own photo, within its column.
    expect(item.action.top).toBeGreaterThanOrEqual(item.frame.bottom);
    expect(item.action.left).toBeGreaterThanOrEqual(item.frame.left - 0.5);
    expect(item.action.right).toBeLessThanOrEqual(item.frame.left + item.frame.width + 0.5);
    expect(item.action.height).toBeCloseTo(layout[0]!.action.height, 0);
  }
  const buttonWidths = layout.filter((item) => item !== layout[0]).map((item) => Math.round(item.action.width));
  expect(new Set(buttonWidths).size, "the buttons differ in size").toBe(1);
  await page.screenshot({ path: "test-results/screenshots/1280-event-images-grid.png", fullPage: true });
});
