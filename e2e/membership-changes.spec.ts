import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { ADMIN, expectAccessible } from "./support.ts";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a member asks to change tier on her membership page; an admin approves it beside the renewals (decision 52)", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi();
  const member = await createMember(admin, "Solveig Brandt");
  const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
  const id = users.find((u) => u.email === member.email)!.user_id;
  // A Flying Member for 200 days: her tier's 6-month minimum term has passed.
  const set = await admin.put(`/api/admin/members/${id}/membership`, {
    data: { tier: "Flying", term_start: day(-200), term_end: day(165) },
  });
  expect(set.ok()).toBe(true);

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await logInAs(memberPage, member);
  await memberPage.goto("/settings#membership");
  const section = memberPage.locator("#membership");
  const select = section.getByLabel("Tier you would like");
  await expect(select.locator("option")).toHaveText(["Choose a tier", "Executive Member"]);
  await select.selectOption({ label: "Executive Member" });
  await section.getByLabel("A note for the club (optional)").fill("I would like to sit on the events committee.");
  for (const width of [1280, 390]) {
    await memberPage.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await section.locator(".my-membership__change").screenshot({ path: `test-results/change-tier-${width}.png` });
  }
  await memberPage.setViewportSize({ width: 1280, height: 900 });
  await section.getByRole("button", { name: "Ask to change tier" }).click();
  await expect(section.getByText("Your request is sent. The club will answer it.")).toBeVisible();
  await expect(section.getByText(/Your request for the Executive Member tier, sent on .*, is waiting/)).toBeVisible();
  await expectAccessible(memberPage);

  await logInAs(page, { email: ADMIN.email, password: ADMIN.password });
  await page.goto("/admin#change-requests");
  const requests = page.locator("#change-requests");
  await expect(requests.getByText("I would like to sit on the events committee.")).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await requests.screenshot({ path: `test-results/change-requests-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await requests.getByRole("button", { name: "Approve Solveig Brandt's change to Executive Member" }).click();
  await expect(requests.getByText("Solveig Brandt's tier is changed.")).toBeVisible();

  await memberPage.reload();
  await expect(section.getByText("Your request for the Executive Member tier was approved.")).toBeVisible();
  await expect(section.getByText("Executive Member", { exact: true }).first()).toBeVisible();
  await memberContext.close();
  await admin.dispose();
});
