import { mkdirSync } from "node:fs";
import { expect, test } from "./journey.ts";
import { expectAccessible, logInThroughTheForm } from "./support.ts";

const SHOTS = "/tmp/retention-shots";

test("an admin sets how long the club keeps each kind of data, told what happens to each, and the audit log says so", async ({
  page,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/admin/club-settings#retention");
  const retention = page.getByRole("region", { name: "Retention" });
  await expect(retention.getByText("How long the club keeps what it no longer needs.", { exact: false })).toBeVisible();
  const sessions = retention.getByLabel("Sessions and devices, in days");
  const mailLog = retention.getByLabel("Mail log, in days");
  const declined = retention.getByLabel("Declined applications, in days");
  const audit = retention.getByLabel("Audit entries, in days");
  await expect(sessions).toHaveValue("90");
  await expect(mailLog).toHaveValue("90");
  await expect(declined).toHaveValue("180");
  await expect(audit).toHaveValue("730");
  await expect(
    retention.getByText("Entries older than 730 days leave the audit log. Between 365 and 3650 days."),
  ).toBeVisible();

  // Out of bounds: said beside the field, nothing sent.
  await audit.fill("30");
  await retention.getByRole("button", { name: "Save retention periods" }).click();
  await expect(retention.getByText("Audit entries, in days: must be at least 365 days")).toBeVisible();
  await expect(audit).toHaveAttribute("aria-invalid", "true");

  await sessions.fill("30");
  await mailLog.fill("60");
  await declined.fill("90");
  await audit.fill("400");
  await expect(
    retention.getByText(
      "A browser left unused for 30 days is signed out, and a device not seen for 30 days is forgotten: signing in from it again sends the new-device email. Between 7 and 730 days.",
    ),
  ).toBeVisible();
  await expect(
    retention.getByText(
      "An application declined more than 90 days ago is deleted with its votes; the audit log keeps that it was declined, not who applied. Between 30 and 1095 days.",
    ),
  ).toBeVisible();
  await retention.getByRole("button", { name: "Save retention periods" }).click();
  await expect(retention.getByRole("status")).toHaveText(
    "The retention periods are saved. The next daily pass keeps to them.",
  );
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/club-settings-1280.png`, fullPage: true });

  // Read again as saved.
  await page.reload();
  await expect(sessions).toHaveValue("30");
  await expect(mailLog).toHaveValue("60");
  await expect(declined).toHaveValue("90");
  await expect(audit).toHaveValue("400");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/club-settings-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/admin/audit-log");
  await expect(
    page
      .getByText(
        /changed the club settings \(retention sessions days, retention mail log days, retention declined applications days, retention audit days\)/,
      )
      .first(),
  ).toBeVisible();

  // Leave the club as the other journeys expect it.
  const restored = await page.request.put("/api/admin/club-settings", {
    data: {
      retention_sessions_days: 90,
      retention_mail_log_days: 90,
      retention_declined_applications_days: 180,
      retention_audit_days: 730,
    },
  });
  expect(restored.status()).toBe(200);
});
