import { expect, test } from "./journey.ts";
import { adminApi, createMember } from "./members.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test("the audit log says what happened in words, and reads at 390 px without sideways scrolling", async ({ page }) => {
  const admin = await adminApi();
  const member = await createMember(admin, "Bea Ko");
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  const userId = users.find((user) => user.email === member.email)!.user_id;
  const reset = await admin.put(`/api/users/${userId}/reset-password-to-temp`, { data: { password: "x" } });
  expect(reset.status()).toBe(200);
  await admin.dispose();

  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto("/admin/audit-log");
    const entries = page.getByRole("list", { name: "Admin actions, newest first" }).getByRole("listitem");
    await expect(entries.first()).toContainText("Admin gave Bea Ko a temporary password");
    await expect(page.getByText("user.temporary-password")).toHaveCount(0);
    await expect(page.getByText(`user:${userId}`)).toHaveCount(0);
    await expect(entries.filter({ hasText: "Admin accepted the application of Bea Ko" })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await page.screenshot({ path: `${DIR}/${width}-audit-log-words.png`, animations: "disabled" });
  }
});
