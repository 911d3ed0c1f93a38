import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { Secret, TOTP } from "otpauth";
import { E2E_DATA_DIR } from "../playwright.config.ts";
import { createMember } from "./membership-support.ts";
import { adminApi } from "./members.ts";
import { ageProof, expectAccessible, logInThroughTheForm } from "./support.ts";

const codeAt = (secret: string, moment: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: moment,
  });

/** Checks the screen with axe and takes its picture, at 1280 and 390 px. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/step-up/${name}-${width}.png`,
      fullPage: width === 1280 && !name.includes("dialog"),
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("an admin whose proof is old is asked for her code before a deactivation, which then completes", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const target = await createMember(request, { name: "Dora Maar", password: "Weeping-Woman-1937" });
  const acting = await createMember(request, { name: "Lee Miller", password: "Surrealist-Lens-1929" });
  const club = await adminApi();
  const users = (await (await club.get("/api/users")).json()) as { user_id: number; email: string }[];
  const actingId = users.find((user) => user.email === acting.email)!.user_id;
  expect((await club.put(`/api/users/${actingId}/admin`, { data: { admin: true } })).ok()).toBe(true);

  await logInThroughTheForm(page, acting.email, acting.password);
  await expect(page).toHaveURL(/\/home$/);
  const setup = await page.request.post("/api/me/2fa/totp");
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post("/api/me/2fa/totp/confirm", { data: { code: codeAt(secret, Date.now()) } });
  expect(confirmed.ok()).toBe(true);

  await page.goto("/users");
  const setting = page.getByRole("region", { name: "Club security" });
  await expect(setting.getByRole("switch", { name: "Require two factors for all members" })).not.toBeChecked();
  await setting.scrollIntoViewIfNeeded();
  await shoot(page, "club-security-setting");

  ageProof(E2E_DATA_DIR, acting.email);
  const deactivate = async () => {
    await page.getByRole("button", { name: `Deactivate ${target.name}` }).click();
    await page.getByRole("dialog", { name: "Deactivate member" }).getByRole("button", { name: "Deactivate" }).click();
    const stepUp = page.getByRole("dialog", { name: "Confirm it is you" });
    await expect(stepUp).toBeVisible();
    await expect(stepUp.getByLabel("Code")).toBeFocused();
    return stepUp;
  };

  // Asked, she first changes her mind: Escape closes the dialog and nothing is changed.
  let stepUp = await deactivate();
  await shoot(page, "step-up-dialog");
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await stepUp.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(stepUp).toBeHidden();
  await expect(page.getByRole("alert")).toContainText("Please confirm it is you to continue.");
  await expect(page.getByRole("button", { name: `Deactivate ${target.name}` })).toBeVisible();

  // Asked again, a wrong code is refused in the dialog; the right one lets the same deactivation through.
  stepUp = await deactivate();
  await stepUp.getByLabel("Code").fill("000000");
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp.getByRole("alert")).toContainText("That code is not right");
  await stepUp.getByLabel("Code").fill(codeAt(secret, Date.now() + 30_000));
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByText("Member deactivated.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Reactivate ${target.name}` })).toBeVisible();
  await club.dispose();
});
