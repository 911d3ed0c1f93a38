import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { ADMIN } from "../playwright.config.ts";

export { ADMIN };

/** axe-core finds nothing on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function logInThroughTheForm(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}
