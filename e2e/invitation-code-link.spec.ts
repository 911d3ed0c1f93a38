import { expect, test } from "./journey.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test("an invitation code is copied, or shared as a link that opens the application with the code filled in", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  const code = `SHARE-${Date.now().toString(36).toUpperCase()}`;
  await page.goto("/admin/invitation-codes");
  await page.getByLabel("Code (optional)").fill(code);
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("status")).toHaveText(`The code ${code} has been created.`);

  await page.getByRole("button", { name: `Copy ${code}`, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`The code ${code} has been copied.`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await page.getByRole("button", { name: `Copy the link for ${code}` }).click();
  await expect(page.getByRole("status")).toHaveText(`The link for ${code} has been copied.`);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname + new URL(link).search).toBe(`/request?code=${code}`);
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.getByText(link).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${DIR}/${width}-invitation-code-link.png`, animations: "disabled" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitorPage.getByLabel("Invitation Code")).toHaveValue(code);
  await visitorPage.getByRole("button", { name: "Next" }).click();
  await expect(visitorPage.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await visitor.close();
});
