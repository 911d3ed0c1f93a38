import { expect, test } from "./journey.ts";
import { expectAccessible } from "./support.ts";

test.describe("the public site", () => {
  test("home: hero video, the three sections with their topics, the Membership button and the footer", async ({
    page,
  }) => {
    await page.goto("/");
    const video = page.locator("video.hero__video");
    await expect(video).toHaveAttribute("poster", "/media/hero-poster.webp");
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    for (const title of ["Gather and Create", "Showcase", "Travel"]) {
      await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
    }
    await expect(page.getByText("Supper salons").first()).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/terms-of-service");
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Salon`);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Membership" }).first().click();
    await expect(page).toHaveURL(/\/membership$/);
  });

  test("about: WHY, WHAT and WHAT NOT", async ({ page }) => {
    await page.goto("/about");
    for (const heading of ["WHY", "WHAT", "WHAT NOT"])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    for (const item of ["Work issues", "Job search", "Mentoring", "Parenting"])
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("membership: the three tiers", async ({ page }) => {
    await page.goto("/membership");
    for (const tier of ["Flying Member", "Executive Member", "Hosting Member"])
      await expect(page.getByRole("heading", { name: tier })).toBeVisible();
    await expect(page.getByText("80% discount on vacation housing")).toBeVisible();
    await expect(page.getByText("Hosts a vacation house at least 1 month per year")).toBeVisible();
    await expect(page.getByText("All tiers participate in gatherings for free.")).toBeVisible();
    await expectAccessible(page);
  });

  test("activities: Travel, Gathering and Showcase", async ({ page }) => {
    await page.goto("/activities");
    for (const column of ["Travel", "Gathering", "Showcase"])
      await expect(page.getByRole("heading", { name: column, exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("login page: fields, the forgot-password link and the application button", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
    await page.getByRole("link", { name: "Apply with Invitation Code" }).click();
    await expect(page).toHaveURL(/\/request$/);
  });

  test("legal and contact pages", async ({ page }) => {
    for (const [path, title] of [
      ["/privacy-policy", "Privacy policy"],
      ["/terms-of-service", "Terms of service"],
      ["/contact", "Contact"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test("access denied and not found", async ({ page }) => {
    await page.goto("/no-permission");
    await expect(page.getByText("You do not have the necessary permission to view this content")).toBeVisible();
    await expectAccessible(page);
    // A path that is no route of the app: a 404, with the app's own not-found page.
    expect((await page.goto("/somewhere/else"))?.status()).toBe(404);
    await expect(page.getByText("Oops! You're not supposed to be here!")).toBeVisible();
    await expectAccessible(page);
  });

  test("the menu for a visitor works from the keyboard", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const label of ["Home", "About", "Membership", "Activities", "Login"])
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});
