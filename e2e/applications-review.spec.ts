import fs from "node:fs";
import { request } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { BASE_URL } from "../playwright.config.ts";
import { applyThroughApi, unique } from "./membership-support.ts";
import { expectAccessible, linkIn, logInThroughTheForm, waitForEmail } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test("pending applications as a list with one in full beside it; decisions say what they did; a tab exports as CSV", async ({
  page,
}) => {
  const api = await request.newContext({ baseURL: BASE_URL });
  const run = unique();
  const ada = await applyThroughApi(api, { name: `Ada Byron ${run}` });
  const rosa = await applyThroughApi(api, { name: `=Rosa Parks ${run}`, membershipType: "Travel Host" });
  await api.dispose();

  await logInThroughTheForm(page);
  await page.waitForURL(/\/home$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto("/applications");
    const list = page.getByRole("list", { name: "Applications in this tab" });
    await list.getByRole("button", { name: new RegExp(`^=Rosa Parks ${run}`) }).click();
    await expect(page.getByRole("article")).toContainText("4 Via dei Coronari, Rome");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await page.screenshot({ path: `${DIR}/${width}-applications-list.png`, fullPage: true, animations: "disabled" });
  }

  const list = page.getByRole("list", { name: "Applications in this tab" });
  await list.getByRole("button", { name: new RegExp(`^Ada Byron ${run}`) }).click();
  await page.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`Application from Ada Byron ${run} rejected.`);
  await list.getByRole("button", { name: new RegExp(`^=Rosa Parks ${run}`) }).click();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  // Accepting asks first: a dialog that keeps the keyboard, closes on Escape without deciding, and offers the member
  // type, the one she applied for chosen first.
  const confirm = page.getByRole("dialog", { name: `Accept =Rosa Parks ${run}?` });
  await expect(confirm).toContainText(`${rosa.email} will be invited to register.`);
  await expect(confirm.getByLabel("Member type")).toHaveValue("Travel Host");
  await expectAccessible(page);
  for (let tab = 0; tab < 4; tab += 1) {
    await page.keyboard.press("Tab");
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("article")).toContainText("Pending");
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await confirm.getByLabel("Member type").selectOption("Founding");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.screenshot({ path: `${DIR}/${width}-applications-accept-dialog.png`, animations: "disabled" });
  }
  await confirm.getByRole("button", { name: "Accept and invite" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${rosa.email}.`);
  const token = linkIn(await waitForEmail(rosa.email, "Your invitation to join"), "/register/");
  const invited = await (await page.request.get(`/api/register/validate-token/${token}`)).json();
  expect(invited).toEqual({ email: rosa.email, type: "Founding", name: `=Rosa Parks ${run}` });
  await expect(list.getByRole("button", { name: new RegExp(run) })).toHaveCount(0);

  await page.getByRole("tab", { name: "All" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applications-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFName,Email,Phone,Membership type,Status,Submitted,Interests,Availability,Reason,Referral,Comments,Properties",
  );
  expect(csv).toContain(`\r\nAda Byron ${run},${ada.email},'+12125550123,Standard,Rejected,`);
  // A cell that would start a formula is written with an apostrophe before it.
  expect(csv).toContain(`\r\n'=Rosa Parks ${run},${rosa.email},`);
});
