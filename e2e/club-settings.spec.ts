import { mkdirSync } from "node:fs";
import { expect, test } from "./journey.ts";
import { ADMIN, expectAccessible, logInThroughTheForm, waitForEmail } from "./support.ts";

const SHOTS = "/tmp/club-settings-shots";

test("an admin sets up her club from the checklist: name, contact address and locale, read by the footer and /contact", async ({
  page,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await logInThroughTheForm(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/admin");
  const checklist = page.getByRole("region", { name: "Setting up your club" });
  await expect(checklist.getByRole("listitem").filter({ hasText: "Name your club" })).toContainText("To do");
  await page.screenshot({ path: `${SHOTS}/admin-1280.png`, fullPage: true });

  await checklist.getByRole("listitem").filter({ hasText: "Name your club" }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Club settings", level: 1 })).toBeVisible();
  await page.getByLabel("Club name").fill("The Linden Club");
  await page.getByLabel("Contact email").fill("hello@linden.test");
  await page.getByLabel("Date and time format").selectOption("en-GB");
  await expect(page.getByText(/^Dates and times will read: /)).toContainText("2027");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The club's settings are saved.")).toBeVisible();

  // The mail check: the journeys' app sends to a real SMTP server, so the test email arrives.
  await page.getByRole("button", { name: "Send me a test email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A test email is on its way" })).toHaveText(
    `A test email is on its way to ${ADMIN.email}. If it has not arrived in a few minutes, the mail log says why.`,
  );
  const testEmail = await waitForEmail(ADMIN.email, "A test email from");
  expect(testEmail).toContain("Since you are reading it, the club's mail server delivers to your inbox");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "hello@linden.test" })).toHaveAttribute(
    "href",
    "mailto:hello@linden.test",
  );
  await expect(page.locator(".site-footer__name")).toHaveText("The Linden Club");
  await expect(page.getByRole("link", { name: "The Linden Club, home" })).toHaveText("The Linden Club");
  await page.screenshot({ path: `${SHOTS}/contact-1280.png`, fullPage: true });

  // The public pages arrive with the club's name in their HTML, before any script, and hydrate without a mismatch.
  const about = await (await page.request.get("/about")).text();
  expect(about).toContain("<title>About the club · The Linden Club</title>");
  expect(about).toContain('<p class="site-footer__name">The Linden Club</p>');
  expect(about).not.toContain("%CLUB_NAME%");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "The Linden Club, home" })).toBeVisible();
  await expect(page).toHaveTitle("About the club · The Linden Club");
  expect(problems).toEqual([]);

  await page.goto("/admin");
  for (const step of ["Name your club", "Add a contact address", "Choose time zone, locale and currency"]) {
    await expect(checklist.getByRole("listitem").filter({ hasText: step })).toContainText("Done");
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-390.png`, fullPage: true });

  // Leave the club as the other journeys expect it.
  const restored = await page.request.put("/api/admin/club-settings", {
    data: { name: "Salon", contact_email: "", locale: "en-US" },
  });
  expect(restored.status()).toBe(200);
});
