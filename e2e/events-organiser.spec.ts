import { expect, test } from "./journey.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

test.describe("an organiser's events", () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a Founding admin creates an event in under a minute, finds it, opens it, edits it and deletes it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = `Garden Supper ${Date.now().toString(36)}`;
    await page.goto("/calendar");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expect(page.getByText("Loading events…")).toBeHidden();
    await expectAccessible(page);

    const started = Date.now();
    await page.getByRole("button", { name: "Create Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Event" });
    await expect(dialog.getByRole("button", { name: "Back" })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Category").selectOption({ label: "Cooking & Food" });
    await dialog.getByLabel("Description").fill("A long table under the vines, and conversation past midnight.");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("button", { name: "Back" })).toBeEnabled();
    await expectAccessible(page);
    await dialog.getByLabel("Date", { exact: true }).fill("2030-06-12");
    await dialog.getByLabel("Start time").fill("19:00");
    await dialog.getByLabel("End time").fill("22:00");
    await dialog.getByLabel("Location", { exact: true }).fill("12 Orchard Lane");
    await dialog.getByLabel("City").fill("Hudson");
    await dialog.getByLabel("Country").selectOption("United States");
    await dialog.getByLabel("State").selectOption("New York");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(dialog).toBeHidden();
    expect(Date.now() - started).toBeLessThan(60_000);

    await page.getByLabel("Search events").fill(title.toUpperCase());
    const card = page.getByRole("list", { name: "Events" }).getByRole("link");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Jun 12, 2030");
    await card.click();
    await expect(page).toHaveURL(/\/events\/garden-supper/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Wednesday, June 12, 2030")).toBeVisible();
    await expect(page.getByText("7:00 – 10:00 PM")).toBeVisible();
    await expect(page.getByText("Hudson, New York")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    await expect(page.locator("html")).toHaveClass(/scroll-locked/);
    await expectAccessible(page);
    await edit.getByLabel("Title").fill(`${title} in June`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
    await expect(page.getByRole("heading", { level: 1, name: `${title} in June` })).toBeVisible();

    for (const tab of ["Participation", "Images", "Notes and Comments"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expectAccessible(page);
    }
    await expect(page.getByText("No images have been tagged with this event yet.")).toBeHidden();
    await page.getByRole("tab", { name: "Images" }).click();
    await expect(page.getByText("No images have been tagged with this event yet.")).toBeVisible();

    await page.getByRole("tab", { name: "Details" }).click();
    await page.getByRole("button", { name: "Delete Event" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this event?" });
    await expect(confirm).toContainText("This action cannot be undone.");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete Event" }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await page.getByLabel("Search events").fill(title);
    await expect(page.getByText(/No events match/)).toBeVisible();
  });

  test("an event created with every field left empty takes the defaults", async ({ page }) => {
    await page.goto("/calendar");
    await page.getByRole("button", { name: "Create Event" }).click();
    await page.getByRole("dialog", { name: "Create Event" }).getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByRole("status")).toContainText("“New Event” has been added to the calendar.");
    await page.getByLabel("Search events").fill("new event");
    await page.getByRole("list", { name: "Events" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New Event" })).toBeVisible();
    await expect(page.getByText("4:00 – 9:00 PM")).toBeVisible();
    await expect(page.getByText("Entertainment", { exact: true })).toBeVisible();
    // The spec's stored place for an event without one is "Unset"; the page shows no place rather than that word.
    await expect(page.getByText("Unset", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Default description")).toBeVisible();
  });
});
