import { test } from "@playwright/test";
import { logInThroughTheForm, wholePage } from "../support.ts";

const WIDTHS = [1280, 390];

for (const width of WIDTHS) {
  test(`admin screens at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const shoot = async (name: string) => {
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(600);
      await wholePage(page, `test-results/screenshots/${width}-${name}.png`);
    };
    await logInThroughTheForm(page);
    await page.waitForURL(/\/home$/);
    await page.goto("/mail");
    await page.getByLabel("Subject").fill("An evening of chamber music");
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page
      .getByLabel("Message (HTML)")
      .fill(
        "<p>Dear members,</p><p>Join us on <strong>May 4</strong> for an evening of chamber music in the library.</p>",
      );
    await page.getByText("Goes to").waitFor();
    await shoot("mail");
    await page.getByRole("button", { name: "Review and send" }).click();
    await page.getByRole("dialog").waitFor();
    await page.screenshot({ path: `test-results/screenshots/${width}-mail-confirm.png`, animations: "disabled" });
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByLabel("Recipients").selectOption("selected");
    await shoot("mail-selected");
    await page.getByLabel("Recipients").selectOption("testing");
    await page.getByRole("button", { name: "Review and send" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Send to/ })
      .click();
    await page.getByRole("status").filter({ hasText: "Email sent successfully." }).waitFor();
    await page.goto("/admin");
    await page.getByRole("figure").waitFor();
    await shoot("admin-dashboard");
    await page.goto("/admin/mail-log");
    await page.getByRole("listitem").first().waitFor();
    await shoot("admin-mail-log");
    await page.goto("/admin/audit-log");
    await page.getByRole("list", { name: "Admin actions, newest first" }).waitFor();
    await shoot("admin-audit-log");
    await page.goto("/activities-member");
    await page.getByRole("button", { name: "Create Event" }).click();
    await shoot("schedule");
  });
}
