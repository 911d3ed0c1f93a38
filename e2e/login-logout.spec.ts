import { expect, test } from "./journey.ts";
import { ADMIN, expectAccessible, logInThroughTheForm, openMenu } from "./support.ts";

test.describe("logging in and out", () => {
  test("a protected page sends a visitor to the login, which brings her back", async ({ page }) => {
    await page.goto("/calendar");
    await expect(page).toHaveURL(/\/login\?next=%2Fcalendar$/);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test("a wrong password says Login failed", async ({ page }) => {
    await logInThroughTheForm(page, ADMIN.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Login failed");
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test("the admin logs in, sees who she is and the Admin section, opens the panel and logs out", async ({ page }) => {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    const menu = await openMenu(page);
    await expect(menu).toContainText(`Logged in as ${ADMIN.name}`);
    for (const label of ["Home", "Events", "Gallery", "Settings"])
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Admin" })).toBeVisible();
    await menu.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: `Good day, ${ADMIN.name}` })).toBeVisible();
    for (const label of ["View Applications", "View Users", "Send Message"])
      await expect(page.getByRole("link", { name: new RegExp(label) })).toBeVisible();
    await expectAccessible(page);

    const again = await openMenu(page);
    await again.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });

  test("the /logout page logs out and goes to the entrance", async ({ page }) => {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/$/);
    const status = await page.request.get("/auth-status");
    expect(await status.json()).toEqual({ authenticated: false });
  });

  test("the members' home greets a logged-in member at /home and at /member-home", async ({ page }) => {
    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();
    await page.goto("/member-home");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();
  });
});
