import { expect, test } from "./journey.ts";
import { ADMIN, logInThroughTheForm, waitForEmail } from "./support.ts";

const RUN = Date.now().toString(36);
const SHOTS = "test-results/first-week";

test('a visitor finds "Log in" in the header at 1280 and at 390 px', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/about");
    const logIn = page.locator(".site-header").getByRole("link", { name: "Log in", exact: true });
    await expect(logIn).toBeVisible();
    await expect(logIn).toBeInViewport();
    await page.locator(".site-header").screenshot({ path: `${SHOTS}/header-${width}.png` });
    if (width === 390) {
      await logIn.click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator(".site-header").getByRole("link", { name: "Log in", exact: true })).toHaveCount(0);
    }
  }
});

test("every page names itself in the browser tab, after the club", async ({ page }) => {
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  const made = await page.request.post("/api/events", { data: { title: `Autumn Salon Dinner ${RUN}` } });
  expect(made.status(), await made.text()).toBe(201);
  const eventId = ((await made.json()) as { id: string }).id;
  const me = (await (await page.request.get("/auth-status")).json()) as { user: { user_id: number; name: string } };

  for (const [path, title] of [
    ["/calendar", "Events · Salon"],
    ["/gallery", "Gallery · Salon"],
    ["/members", "Members · Salon"],
    ["/stays", "Stays · Salon"],
    ["/settings", "Settings · Salon"],
    ["/admin/club-settings", "Club settings · Salon"],
    ["/users", "Users · Salon"],
    ["/about", "About the club · Salon"],
    [`/events/${eventId}`, `Autumn Salon Dinner ${RUN} · Salon`],
    [`/members/${me.user.user_id}`, `${me.user.name} · Salon`],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Moving inside the app renames the tab too.
  await page.goto("/calendar");
  await page.goto(`/events/${eventId}`);
  await page.goBack();
  await expect(page).toHaveTitle("Events · Salon");

  // Renamed in club settings: the tabs and the emails say the new name at once.
  const renamed = await page.request.put("/api/admin/club-settings", { data: { name: "The Linden Club" } });
  expect(renamed.status()).toBe(200);
  try {
    await page.goto(`/events/${eventId}`);
    await expect(page).toHaveTitle(`Autumn Salon Dinner ${RUN} · The Linden Club`);
    await page.goto("/gallery");
    await expect(page).toHaveTitle("Gallery · The Linden Club");
    const sent = await page.request.post("/api/admin/club-settings/test-email");
    expect(sent.status(), await sent.text()).toBe(200);
    const email = await waitForEmail(ADMIN.email, "A test email from The Linden Club");
    expect(email).toContain("The Linden Club");
  } finally {
    const restored = await page.request.put("/api/admin/club-settings", { data: { name: "Salon" } });
    expect(restored.status()).toBe(200);
  }
});
