import { test, type Page } from "@playwright/test";
import { logInThroughTheForm } from "../support.ts";

const WIDTHS = [1280, 390];
const SAMPLE_EVENTS = [
  {
    title: "Supper at the Glasshouse",
    type: "cooking-food",
    description:
      "A long table under the vines: a six-course tasting menu by our member chef, with natural wines from the Finger Lakes and conversation well past the dessert course.",
    color: "#7a8f6a",
    is_physical: true,
    location: "12 Orchard Lane",
    city: "Hudson",
    state: "New York",
    zip_code: "12534",
    country: "United States",
    start_time: "19:00",
    end_time: "22:30",
  },
  {
    title: "Book Club: The Years",
    type: "book-club",
    exclusivity: "invite-only",
    description: "Annie Ernaux's collective autobiography, read together over two evenings.",
    color: "#c9a46b",
    is_physical: false,
    virtual_link: "https://meet.example.org/salon-books",
  },
  {
    title: "Weekend in Lisbon",
    type: "travel",
    description: "Three days in Alfama with a member host.",
    color: "#5d7fa3",
    is_physical: true,
    location: "Rua da Saudade 4",
    city: "Lisbon",
    country: "Portugal",
  },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(page: Page) {
  const ids: string[] = [];
  for (const [index, event] of SAMPLE_EVENTS.entries()) {
    const date = day(7 + index * 9);
    const answer = await page.request.post("/api/events", {
      data: { ...event, event_date: date, end_date: index === 2 ? day(9 + index * 9) : date },
    });
    ids.push((await answer.json()).id);
  }
  await page.request.post(`/api/events/${ids[0]}/join`);
  return ids;
}

test("events screens at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  const [first] = await seed(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({
        path: `test-results/screenshots/${width}-events-${name}.png`,
        fullPage,
        animations: "disabled",
      });
    await page.goto("/calendar");
    await page.waitForLoadState("networkidle");
    await shot("calendar");
    await page.getByRole("button", { name: "Create Event" }).click();
    await page.getByRole("dialog").waitFor();
    await shot("dialog-overview", false);
    await page.getByRole("button", { name: /Date & Location/ }).click();
    await page.getByLabel("Country").selectOption("United States");
    await shot("dialog-date-location", false);
    await page.getByRole("button", { name: "Cancel" }).click();
    for (const tab of ["details", "participation", "images", "notes"]) {
      await page.goto(`/events/${first}${tab === "details" ? "" : `?tab=${tab}`}`);
      await page.waitForLoadState("networkidle");
      await shot(`page-${tab}`);
    }
  }
});
