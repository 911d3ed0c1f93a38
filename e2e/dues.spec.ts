import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { expectAccessible, logInThroughTheForm, waitForEmail } from "./support.ts";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

async function shoot(page: Page, name: string, heading?: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    if (heading) await page.getByRole("heading", { name: heading }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, animations: "disabled" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(
      width,
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin sets a tier's fee, records a member's payment, and she sees it on My membership with her receipt", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi();
  const before = (await (await api.get("/api/admin/tiers")).json()) as { tiers: object[] };
  try {
    const member = await createMember(api, "Ottilie Dues");

    await logInThroughTheForm(page);
    await expect(page).toHaveURL(/\/home$/);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    // The tiers: the Flying tier's fee set from /admin.
    await page.goto("/admin");
    // From the first-run checklist's tiers step (the records' "Membership tiers and fees" link goes there too).
    await expect(page.getByRole("link", { name: "Membership tiers and fees" })).toHaveAttribute("href", "/admin#tiers");
    await page.getByRole("link", { name: "Open the tiers" }).click();
    await expect(page).toHaveURL(/\/admin#tiers$/);
    const flying = page.getByRole("group", { name: "Flying Member" });
    await flying.getByLabel("Fee (USD)").fill("abc");
    await page.getByRole("button", { name: "Save the tiers" }).click();
    await expect(flying.getByText("Give an amount such as 1200 or 45.50.")).toBeVisible();
    await flying.getByLabel("Fee (USD)").fill("350");
    await page.getByRole("button", { name: "Save the tiers" }).click();
    await expect(page.getByText("The tiers are saved. The Membership page shows them now.")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-tiers", "Membership tiers and fees");

    // Her membership: the Flying tier, its fee charged, her payment recorded.
    await page.goto("/users");
    await page.getByLabel("Search by name or email").fill(member.email);
    await page.getByRole("button", { name: "Membership and dues of Ottilie Dues" }).click();
    const dialog = page.getByRole("dialog", { name: "Membership of Ottilie Dues" });
    await dialog.getByLabel("Tier", { exact: true }).selectOption({ label: "Flying Member" });
    await dialog.getByRole("button", { name: "Save type, tier and term" }).click();
    await expect(dialog.getByText("Her type, tier and term are saved.")).toBeVisible();
    await dialog.getByRole("button", { name: "Charge it" }).click();
    await expect(dialog.getByText("The charge is on her ledger.")).toBeVisible();
    await expect(dialog.getByRole("cell", { name: "Flying Member fee (a year)" })).toBeVisible();
    await dialog.getByLabel("Amount (USD)", { exact: true }).fill("-5");
    await dialog.getByRole("button", { name: "Record the payment" }).click();
    await expect(dialog.getByText("Give an amount above zero, at most 1,000,000.")).toBeVisible();
    await dialog.getByLabel("Amount (USD)", { exact: true }).fill("350");
    await dialog.getByLabel("Method").selectOption({ label: "Bank transfer" });
    await dialog.getByLabel("Reference (optional)").fill("BT-0042");
    await dialog.getByRole("button", { name: "Record the payment" }).click();
    await expect(dialog.getByText("The payment is recorded; her receipt is on its way by email.")).toBeVisible();
    await expect(dialog.getByText(/Receipt R-\d{6} · BT-0042/)).toBeVisible();
    await expect(dialog.getByText("Balance: $0.00")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "member-dues-dialog");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/admin#renewals");
    await expect(page.getByRole("heading", { name: "Renewals and dues" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download as CSV" })).toHaveAttribute(
      "href",
      "/api/admin/renewals.csv",
    );
    await shoot(page, "admin-renewals", "Renewals and dues");
    expect(errors).toEqual([]);

    // She reads it on My membership, and her receipt arrives with its PDF.
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    const memberErrors: string[] = [];
    await logInAs(memberPage, member);
    memberPage.on("console", (message) => {
      if (message.type() === "error") memberErrors.push(message.text());
    });
    await memberPage.goto("/settings#membership");
    const mine = memberPage.getByRole("region", { name: "My membership" });
    await expect(mine.getByText("Active.")).toBeVisible();
    await expect(mine.getByText("Flying Member", { exact: true })).toBeVisible();
    await expect(mine.getByText("50% off vacation stays.", { exact: false })).toBeVisible();
    await expect(mine.getByText("Nothing owed")).toBeVisible();
    await expect(mine.getByText(/Receipt R-\d{6} · BT-0042/)).toBeVisible();
    await expect(mine.getByRole("cell", { name: "−$350.00" })).toBeVisible();
    await expectAccessible(memberPage);
    await shoot(memberPage, "my-membership", "My membership");
    expect(memberErrors).toEqual([]);
    await context.close();

    const receipt = await waitForEmail(member.email, "Your receipt R-");
    expect(receipt).toContain("$350.00 received");
    expect(receipt).toMatch(/Content-Type: application\/pdf; name=receipt-R-\d{6}\.pdf/);
    expect(receipt).toContain("Reference: BT-0042");

    // Her term ending within the month: the treasurer's renewals list her as due, with her balance.
    const users = (await (await api.get("/api/users")).json()) as { user_id: number; email: string }[];
    const userId = users.find((u) => u.email === member.email)!.user_id;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const term = { tier: "Flying", term_start: day(-350), term_end: day(10) };
    expect((await api.put(`/api/admin/members/${userId}/membership`, { data: term })).status()).toBe(200);
    await page.reload();
    const row = page.getByRole("row", { name: /Ottilie Dues/ });
    await expect(row.getByRole("cell", { name: "Due for renewal" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "$0.00" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "admin-renewals-due", "Renewals and dues");
  } finally {
    // Other journeys read the tiers as seeded: put them back.
    await api.put("/api/admin/tiers", { data: before });
    await api.dispose();
  }
});
