import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const WIDTHS = [1280, 390];
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true, animations: "disabled" });

/** A weekly series made in the dialog, seen in the month, changed "this and following" from its second date. */
test("an organiser makes a weekly series of four, sees it in the month, and changes the second and following", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Tuesday Salon ${Date.now().toString(36)}`;
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/calendar");
  await expect(page.getByText("Loading events…")).toBeHidden();
  await page.getByRole("button", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByLabel("Date", { exact: true }).fill("2033-03-01");
  await dialog.getByLabel("Start time").fill("18:00");
  await dialog.getByLabel("End time").fill("21:00");
  await dialog.getByLabel("Repeats").selectOption({ label: "Every week on Tuesday" });
  await dialog.getByRole("spinbutton", { name: "Number of times" }).fill("4");
  await expect(dialog.getByText("4 dates, Mar 1, 2033 to Mar 22, 2033")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/calendar?view=month&month=2033-03");
  const grid = page.getByRole("grid", { name: "March 2033" });
  await expect(grid.getByRole("link", { name: new RegExp(title) })).toHaveCount(4);
  await expectAccessible(page);

  // The keyboard: the first of the month is active; the arrows move it and the day's events are listed below.
  const active = grid.locator('[aria-selected="true"]');
  await expect(active).toHaveAttribute("data-day", "2033-03-01");
  await active.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(":focus")).toHaveAttribute("data-day", "2033-03-08");
  const agenda = page.getByRole("region", { name: "On Tuesday, March 8, 2033" });
  await expect(agenda.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(":focus")).toHaveAttribute("data-day", "2033-03-09");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveText(new RegExp(title));

  // The second date: "this and following".
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Tuesday, March 8, 2033", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit Details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Event" });
  await edit.getByRole("radio", { name: "This and following events" }).check();
  await expectAccessible(page);
  await edit.getByLabel("Title").fill(`${title} by candlelight`);
  await edit.getByRole("button", { name: "Next" }).click();
  await edit.getByLabel("Start time").fill("19:30");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();

  await page.goto("/calendar?view=month&month=2033-03");
  const changed = grid.getByRole("link", { name: new RegExp(`${title} by candlelight`) });
  await expect(changed).toHaveCount(3);
  for (const day of ["2033-03-08", "2033-03-15", "2033-03-22"])
    await expect(grid.locator(`[data-day="${day}"]`)).toContainText(`7:30 PM ${title} by candlelight`);
  await expect(grid.locator('[data-day="2033-03-01"]')).toContainText(`6 PM ${title}`);
  await expect(grid.locator('[data-day="2033-03-01"]')).not.toContainText("candlelight");

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto("/calendar?view=month&month=2033-03");
    await expect(grid.getByRole("link", { name: new RegExp(title) })).toHaveCount(4);
    await expectAccessible(page);
    await shot(page, `${width}-calendar-month`);
    await page.goto("/activities-member?month=2033-03");
    await expect(
      page.getByRole("grid", { name: "March 2033" }).getByRole("link", { name: new RegExp(title) }),
    ).toHaveCount(4);
    await page.getByRole("button", { name: "Create Event" }).click();
    await expectAccessible(page);
    await shot(page, `${width}-schedule-month`);
  }
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByRole("grid", { name: "April 2033" })).toBeVisible();
  await expect(page).toHaveURL(/month=2033-04/);
});
