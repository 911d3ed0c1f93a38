import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, logInAs } from "./members.ts";
import { unique } from "./membership-support.ts";
import { ADMIN, consoleErrors, expectAccessible, linkIn, waitForEmail } from "./support.ts";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/membership-tier-intake";

/** The whole page at 1280 and 390 px, from its top (scrolled, the sticky header is drawn halfway down). */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Issue 34, item 6 (decision 52): the wizard's third step offers the tiers her member type may hold; the admin sees
 * the tier she chose on the review card and accepts her into it; her membership starts in that tier.
 */
test("an applicant chooses the Executive tier in the wizard; the admin sees it on the card and accepts her into it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = unique();
  const applicant = { name: `Clara ${id}`, email: `clara-${id}@salon.test`, password: "Moonlight-Sonata-1801" };
  const club = await adminApi();
  const code = ((await (await club.post("/api/admin/invitation-codes", { data: {} })).json()) as { code: string }).code;
  await club.dispose();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = consoleErrors(visitor);
  await visitor.goto(`/request?code=${encodeURIComponent(code)}`);
  await visitor.getByRole("button", { name: "Next" }).click();
  await visitor.getByLabel("Full Name").fill(applicant.name);
  await visitor.getByLabel("Email Address").fill(applicant.email);
  await visitor.getByLabel("Phone Number").fill("+1-2125550123");
  await visitor.getByLabel("Why do you want to join the club?").fill("To sit on the events committee.");
  await visitor.getByRole("checkbox", { name: "Workshops" }).check();
  await visitor.getByRole("button", { name: "Next" }).click();

  // The tiers show once she has chosen a member type, and only those it may hold: a Standard member never Hosting.
  await expect(visitor.getByRole("heading", { name: "Additional Information" })).toBeVisible();
  const tiers = visitor.getByRole("group", { name: "Your tier" });
  await expect(tiers).toHaveCount(0);
  await visitor.getByRole("radio", { name: "Weekends" }).check();
  await visitor.getByRole("radio", { name: "Standard" }).check();
  await expect(tiers.getByRole("radio")).toHaveCount(2);
  await expect(tiers.getByRole("radio", { name: /^Hosting/ })).toHaveCount(0);
  // Each card is named by its tier; its fee reads as /membership words it (a fee of 0: "By invitation").
  const executive = tiers.getByRole("radio", { name: "Executive Member", exact: true });
  await expect(executive).toHaveAccessibleDescription(/^(By invitation|\S+ (a year|every six months|a month))\b/);
  await executive.check();
  await expect(executive.locator("xpath=ancestor::label")).toHaveClass(/\bchoice\b/);
  await expectAccessible(visitor);
  await screenshots(visitor, "wizard-executive-tier");
  // On a phone "Submit Application" keeps to one line beside Back.
  await visitor.setViewportSize({ width: 390, height: 844 });
  const submit = visitor.getByRole("button", { name: "Submit Application" });
  const linesOf = (button: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
  };
  expect(await submit.evaluate(linesOf)).toBe(1);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await submit.click();
  await expect(visitor.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();

  // The admin reads the tier on the review card, and the acceptance starts with it chosen.
  const adminErrors = consoleErrors(page);
  await logInAs(page, ADMIN);
  await page.goto("/applications");
  await page.getByRole("button", { name: new RegExp(applicant.name) }).click();
  const card = page.getByRole("article").filter({ hasText: applicant.name });
  await expect(card.locator(".application-card__field").filter({ hasText: "Tier chosen" }).locator("dd")).toHaveText(
    "Executive Member",
  );
  await expectAccessible(page);
  await screenshots(page, "review-card-executive");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: `Accept ${applicant.name}?` });
  await expect(confirm.getByLabel("Member type")).toHaveValue("Standard");
  await expect(confirm.getByLabel("Tier")).toHaveValue("Executive");
  await confirm.getByRole("button", { name: "Accept and invite" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${applicant.email}.`);

  // She registers from the emailed link; her membership is in the Executive tier.
  const token = linkIn(await waitForEmail(applicant.email, "Your invitation to join"), "/register/");
  await visitor.goto(`/register/${token}`);
  await visitor.getByLabel("Password", { exact: true }).fill(applicant.password);
  await visitor.getByLabel("Confirm password").fill(applicant.password);
  await visitor.getByRole("button", { name: "Create account" }).click();
  await expect(visitor).toHaveURL(/\/home$/);
  await visitor.goto("/settings#membership");
  const membership = visitor.locator("#membership");
  await expect(membership.locator("dt", { hasText: "Tier" }).locator("+ dd")).toHaveText("Executive Member");
  await expect(membership.locator("dt", { hasText: "Member type" }).locator("+ dd")).toHaveText("Standard");

  expect(visitorErrors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await visitorContext.close();
});
