import { expect, test } from "./journey.ts";
import { createMember } from "./membership-support.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test("User Management: a 'Member type' column, search by name or email, sort, emails never cut mid-word; an event's page is titled by the event", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const long = await createMember(request, {
    name: `Zelda Fitzgerald ${stamp}`,
    password: "Jazz-Age-Novelist-1920",
  });
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);

  await page.goto("/users");
  await expect(page.getByRole("columnheader", { name: "Member type" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Privilege" })).toHaveCount(0);

  const search = page.getByLabel("Search by name or email");
  await search.fill(long.email.toUpperCase());
  await expect(page.getByRole("rowheader")).toHaveCount(1);
  await expect(page.getByRole("rowheader")).toHaveText(long.name);
  await search.fill(`fitzgerald ${stamp}`);
  await expect(page.getByRole("rowheader")).toHaveText(long.name);
  await search.fill("no one by this name at all");
  await expect(page.getByText("No member matches this search.")).toBeVisible();
  await search.fill("");

  const sort = page.getByLabel("Sort by");
  await sort.selectOption("Joined, newest first");
  // She joined last, so she comes first.
  await expect(page.getByRole("rowheader").first()).toHaveText(long.name);
  await sort.selectOption("Member type");
  const types = await page
    .getByRole("row")
    .locator("select")
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  const order = ["Founding", "Standard", "Travel Host"];
  expect(types.map((type) => order.indexOf(type))).toEqual(
    [...types.map((type) => order.indexOf(type))].sort((a, b) => a - b),
  );
  await sort.selectOption("Name");

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await search.fill(stamp);
    const email = page.getByRole("row").filter({ hasText: long.email }).locator(".email-address");
    await expect(email).toHaveText(long.email);
    // Each line the address is set on follows an "@" or starts at a dot: never inside a word.
    const lines = await email.evaluate((node) => {
      const range = document.createRange();
      const tops = new Map<number, string>();
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let at = 0; at < text.textContent!.length; at += 1) {
          range.setStart(text, at);
          range.setEnd(text, at + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          tops.set(top, (tops.get(top) ?? "") + text.textContent![at]);
        }
      }
      return [...tops.values()];
    });
    expect(lines.join("")).toBe(long.email);
    lines.slice(1).forEach((line, at) => expect(lines[at]!.endsWith("@") || line.startsWith(".")).toBe(true));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await search.fill("");
    await page.screenshot({ path: `${DIR}/${width}-users.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);

  const events = (await (await page.request.get("/api/events")).json()) as { id: string; title: string }[];
  if (events[0]) {
    await page.goto(`/events/${events[0].id}`);
    await expect(page).toHaveTitle(`${events[0].title} · Salon`);
  }
});
