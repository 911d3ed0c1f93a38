import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs, type TestMember } from "./members.ts";
import { expectAccessible } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";
const WIDTHS = [1280, 390];
let standard: TestMember;

test.beforeAll(async () => {
  const admin = await adminApi();
  standard = await createMember(admin, "Clara Schumann", "Standard");
  await admin.dispose();
});

const shoot = (page: Page, width: number, name: string) =>
  page.screenshot({ path: `${DIR}/${width}-${name}.png`, fullPage: true, animations: "disabled" });

test("the membership page shows the fees the club set on its tiers, and no placeholder", async ({ page }) => {
  const admin = await adminApi();
  const { tiers } = (await (await admin.get("/api/admin/tiers")).json()) as { tiers: Record<string, unknown>[] };
  const withFees = tiers.map((tier) =>
    tier.id === "Flying" ? { ...tier, fee_amount: 120_000, fee_period: "year" } : tier,
  );
  expect((await admin.put("/api/admin/tiers", { data: { tiers: withFees } })).status()).toBe(200);
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto("/membership");
      const flying = page.getByRole("region", { name: "Flying Member" });
      await expect(flying.locator(".tier__fee")).toHaveText("$1,200 a year");
      // Once the club's tiers have loaded (above), a fee not set (0) reads as the copy did.
      await expect(page.getByRole("region", { name: "Executive Member" }).locator(".tier__fee")).toHaveText(
        "By invitation",
      );
      await expect(page.getByText("$—")).toHaveCount(0);
      await expectAccessible(page);
      await shoot(page, width, "membership-fees");
    }
  } finally {
    expect((await admin.put("/api/admin/tiers", { data: { tiers } })).status()).toBe(200);
    await admin.dispose();
  }
});

test("a Standard member reads why there is no Create Event", async ({ page }) => {
  await logInAs(page, standard);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto("/calendar");
    await expect(
      page.getByText(
        "Events are created by Founding members and Travel Hosts; as a Standard member you are welcome at every one.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Event" })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, width, "calendar-standard-member");
  }
});

test("the application wizard counts the steps it shows and ends with Back to Home", async ({ page }) => {
  const admin = await adminApi();
  const code = ((await (await admin.post("/api/admin/invitation-codes", { data: {} })).json()) as { code: string })
    .code;
  await admin.dispose();
  await page.goto(`/request?code=${encodeURIComponent(code)}`);
  await expect(page.getByText("Three short steps.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Application steps" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByLabel("Invitation Code")).toHaveValue(code);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Full Name").fill("Fanny Mendelssohn");
  await page.getByLabel("Email Address").fill(`fanny.${Date.now().toString(36)}@salon.test`);
  await page.getByLabel("Phone Number").fill("+44 20 7946 0958");
  await page.getByLabel("Why do you want to join the club?").fill("For the music after supper.");
  await page.getByRole("checkbox", { name: "Shows" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "Weekends" }).check();
  await page.getByRole("radio", { name: "Standard" }).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await shoot(page, width, "request-submitted");
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
