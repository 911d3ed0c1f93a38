import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "./journey.ts";
import { unzipSync } from "fflate";
import { createMember, logIn } from "./membership-support.ts";
import { expectAccessible, linkIn, waitForEmail } from "./support.ts";

const SHOTS = "/tmp/privacy-shots";

test("a member sees what the club holds about her, exports it, and opens her archive's index", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { name: "Ada Lovelace-Privacy", password: "Analytical-Engine-1843" });
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await page.goto("/settings#privacy");
  const privacy = page.getByRole("region", { name: "Privacy" });
  await expect(privacy.getByText("Photos you uploaded")).toBeVisible();
  await expect(privacy.getByText("Emails sent to you")).toBeVisible();
  await expectAccessible(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await privacy.scrollIntoViewIfNeeded();
    await privacy.screenshot({ path: `${SHOTS}/privacy-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The closing dialog: focus stays inside, Escape closes it, nothing is closed.
  await privacy.getByRole("button", { name: "Close my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Close your account" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close my account" })).toBeDisabled();
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/close-dialog-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  for (let i = 0; i < 12; i += 1) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await privacy.getByRole("button", { name: "Export my data" }).click();
  await expect(privacy.getByText("We are preparing your archive…")).toBeVisible();
  const email = await waitForEmail(member.email, "Your archive from", 60_000);
  await expect(privacy.getByText("Your archive is ready: we have emailed you the link.")).toBeVisible({
    timeout: 15_000,
  });
  const url = `/api/me/export/${linkIn(email, "/api/me/export/")}`;

  const archive = await page.request.get(url);
  expect(archive.status()).toBe(200);
  expect(archive.headers()["content-type"]).toContain("application/zip");
  const files = unzipSync(new Uint8Array(await archive.body()));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "privacy-archive-"));
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), data);
  }
  // The link works once.
  expect((await page.request.get(url)).status()).toBe(404);

  const index = await page.context().newPage();
  await index.goto(pathToFileURL(path.join(folder, "index.html")).href);
  await expect(index.getByRole("heading", { level: 1 })).toHaveText(/holds about Ada Lovelace-Privacy/);
  await expect(index.getByRole("heading", { name: /Your account and profile/ })).toBeVisible();
  await expect(index.getByRole("cell", { name: member.email }).first()).toBeVisible();
  for (const width of [1280, 390]) {
    await index.setViewportSize({ width, height: 900 });
    await index.screenshot({ path: `${SHOTS}/archive-index-${width}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
