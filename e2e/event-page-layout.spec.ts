import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const RUN = Date.now().toString(36);
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
let member: TestMember;
let slug: string;
const title = `Supper at the Glasshouse ${RUN}`;

test.beforeAll(async () => {
  const admin = await adminApi();
  member = await createMember(admin, "Rosa Bonheur");
  const event = await admin.post("/api/events", {
    data: {
      title,
      event_date: "2030-09-18",
      start_time: "19:00",
      end_time: "22:30",
      is_physical: true,
      location: "12 Orchard Lane",
      city: "Hudson",
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  slug = ((await event.json()) as { slug: string }).slug;
  const online = await admin.post("/api/events", {
    data: { title: `Book Club online ${RUN}`, event_date: "2030-09-20", is_physical: false },
  });
  expect(online.status()).toBe(201);
  await admin.dispose();
});

const shoot = (page: Page, width: number, name: string) =>
  page.screenshot({ path: `${DIR}/${width}-${name}.png`, animations: "disabled" });

test("cards show when, where and how many; Join and Leave sit beside the details; the tabs fit or scroll with a cue", async ({
  page,
}) => {
  await logInAs(page, member);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto("/calendar");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("Wed, Sep 18, 2030, 7:00 – 10:30 PM");
    await expect(card).toContainText("Hudson");
    await expect(page.getByRole("listitem").filter({ hasText: `Book Club online ${RUN}` })).toContainText("Online");
    await expect(card).toContainText(/No one going yet|\d+ going/);
    await expectAccessible(page);
    await page.screenshot({ path: `${DIR}/${size.width}-calendar-cards.png`, fullPage: true, animations: "disabled" });
  }

  await page.goto(`/events/${slug}`);
  const details = page.getByRole("tabpanel");
  await details.getByRole("button", { name: "Join Event" }).click();
  await page.getByRole("dialog", { name: "Welcome!" }).getByRole("button", { name: "No, thanks" }).click();
  await expect(details.getByRole("button", { name: "Leave Event" })).toBeVisible();
  await page.goto("/calendar");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("1 going");

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`/events/${slug}?tab=notes`);
    const tablist = page.getByRole("tablist", { name: "Event" });
    const notes = page.getByRole("tab", { name: "Notes and Comments" });
    await expect(notes).toHaveAttribute("aria-selected", "true");
    // The selected tab is in view, whole, even when the row is wider than the screen.
    const box = (await notes.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    const overflows = await tablist.evaluate((list) => list.scrollWidth > list.clientWidth);
    if (overflows) {
      // The cue: the row scrolls, with a shade drawn at its edges.
      expect(await tablist.evaluate((list) => getComputedStyle(list).overflowX)).toBe("auto");
      expect(await tablist.evaluate((list) => getComputedStyle(list).backgroundImage)).toContain("radial-gradient");
    }
    await shoot(page, size.width, "event-tabs-notes");
    await page.goto(`/events/${slug}`);
    await expect(page.getByRole("tabpanel").getByRole("button", { name: "Leave Event" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, size.width, "event-details-join");
  }
});

test("the Create Event dialog keeps Back, Next and Create Event in sight at 1280×900 and 390 px", async ({ page }) => {
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto("/calendar");
    await page.getByRole("button", { name: "Create Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Event" });
    for (const step of ["Overview", "Date & Location"]) {
      if (step !== "Overview") await dialog.getByRole("button", { name: "Next" }).click();
      for (const name of ["Back", "Next", "Cancel", "Create Event"]) {
        const button = dialog.getByRole("button", { name, exact: true });
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, `${name} at ${size.width} px on ${step}`).toBeLessThanOrEqual(size.height);
        expect(box.y).toBeGreaterThanOrEqual(0);
      }
    }
    await expect(
      dialog.getByText("If you leave it empty, the event shows no address until you add one."),
    ).toBeVisible();
    await expectAccessible(page);
    await shoot(page, size.width, "event-dialog-step-2");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  }
});
