import { test } from "@playwright/test";
import { logInThroughTheForm, wholePage } from "../support.ts";

const PUBLIC = [
  "/",
  "/about",
  "/membership",
  "/activities",
  "/login",
  "/privacy-policy",
  "/contact",
  "/no-permission",
  "/nowhere",
];
const MEMBERS = ["/admin", "/calendar"];
const WIDTHS = [1280, 390];

for (const width of WIDTHS) {
  test(`every page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const shoot = async (path: string, suffix = "") => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "-")) + suffix;
      await wholePage(page, `test-results/screenshots/${width}-${name}.png`);
    };
    for (const path of PUBLIC) await shoot(path);
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.screenshot({ path: `test-results/screenshots/${width}-menu-visitor.png`, animations: "disabled" });
    await logInThroughTheForm(page);
    await page.waitForURL(/\/home$/);
    for (const path of MEMBERS) await shoot(path);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.screenshot({ path: `test-results/screenshots/${width}-menu-admin.png`, animations: "disabled" });
  });
}
