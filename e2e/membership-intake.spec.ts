import { expect, test } from "./journey.ts";
import { logIn, unique } from "./membership-support.ts";
import { ADMIN, expectAccessible, linkIn, waitForEmail } from "./support.ts";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/membership-intake";

test("an admin issues a code, a visitor applies, the admin accepts, the applicant registers and logs in", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const code = `WELCOME-${id}`.toUpperCase();
  const applicant = { name: `Ada ${id}`, email: `ada-${id}@salon.test`, password: "Analytical-Engine-1843" };

  // The admin creates an invitation code.
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/admin/invitation-codes");
  await page.getByLabel("Code (optional)").fill(code);
  await page.getByLabel("Maximum uses (optional)").fill("3");
  await page.getByLabel("Note (optional)").fill("For Ada");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("status")).toHaveText(`The code ${code} has been created.`);
  const item = page.getByRole("listitem").filter({ hasText: code });
  await expect(item).toContainText("0 of 3");
  await expect(item).toContainText("Active");
  await expectAccessible(page);

  // A visitor applies in four steps.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/request");
  await expect(visitor.getByRole("button", { name: "Back" })).toBeDisabled();
  await visitor.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("Please enter your invitation code.");
  await visitor.getByLabel("Invitation Code").fill("NOT-A-CODE");
  await visitor.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("Invalid invitation code.");
  await expectAccessible(visitor);
  await visitor.getByLabel("Invitation Code").fill(code);
  await visitor.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByRole("heading", { name: "Personal Information" })).toBeVisible();

  await visitor.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("Please fill out all required fields.");
  await visitor.getByLabel("Full Name").fill(applicant.name);
  await visitor.getByLabel("Email Address").fill("ada-at-salon");
  await visitor.getByLabel("Phone Number").fill("555");
  await visitor.getByLabel("Why do you want to join the club?").fill("For the conversation.");
  await visitor.getByRole("checkbox", { name: "Travel" }).check();
  await visitor.getByRole("checkbox", { name: "Art Displays" }).check();
  await visitor.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("Invalid email format.");
  await visitor.getByLabel("Email Address").fill(applicant.email);
  await visitor.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("Invalid phone number.");
  await expect(visitor.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.getByLabel("Phone Number").fill("+44-2079460958");
  await visitor.getByRole("button", { name: "Next" }).click();

  await expect(visitor.getByRole("heading", { name: "Additional Information" })).toBeVisible();
  await visitor.getByRole("radio", { name: "Weekends" }).check();
  await visitor.getByRole("radio", { name: "Travel Host" }).check();
  // The third step offers, once a member type is chosen, the club's tiers that type may hold.
  await expect(visitor.getByRole("group", { name: "Your tier" }).getByRole("radio")).toHaveCount(1);
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await visitor.screenshot({ path: `${SHOTS}/tier-step-${width}.png`, fullPage: true });
  }
  await visitor.setViewportSize({ width: 1280, height: 720 });
  await visitor.getByLabel("Property Address").fill("12 Quai d'Orléans, Paris");
  await visitor.getByLabel("Type of Property").fill("Apartment");
  await visitor.getByLabel("Property Description").fill("Two bedrooms over the Seine.");
  await visitor.getByLabel("Property Availability").selectOption("Seasonal");
  await visitor.getByLabel("How did you hear about us?").fill("A friend");
  await expectAccessible(visitor);
  await visitor.getByRole("button", { name: "Submit Application" }).click();
  await expect(visitor.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
  await expectAccessible(visitor);
  await waitForEmail(applicant.email, "We received your application");

  // The admin accepts it on the Pending tab.
  await page.goto("/applications");
  await expect(page.getByRole("tab", { name: "Pending" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("article").filter({ hasText: applicant.name });
  await expect(card).toContainText("+442079460958");
  await expect(card).toContainText("12 Quai d'Orléans, Paris");
  await expect(card).toContainText("Seasonal");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Accept" }).click();
  // She is asked first, with the type the applicant chose already chosen.
  const confirm = page.getByRole("dialog", { name: `Accept ${applicant.name}?` });
  await expect(confirm.getByLabel("Member type")).toHaveValue("Travel Host");
  await confirm.getByRole("button", { name: "Accept and invite" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${applicant.email}.`);
  await expect(page.getByRole("article").filter({ hasText: applicant.name })).toHaveCount(0);
  await page.getByRole("tab", { name: "Accepted" }).click();
  await expect(page.getByRole("article")).toContainText(applicant.name);
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);

  // The applicant registers from the emailed link and logs in.
  const token = linkIn(await waitForEmail(applicant.email, "Your invitation to join"), "/register/");
  await visitor.goto(`/register/${token}`);
  await expect(visitor.getByLabel("Email")).toHaveValue(applicant.email);
  await expect(visitor.getByLabel("Email")).toBeDisabled();
  await expect(visitor.getByLabel("Account type")).toHaveValue("Travel Host");
  await expect(visitor.getByLabel("Account type")).toBeDisabled();
  // Her name starts as the one she applied under.
  await expect(visitor.getByLabel("Name")).toHaveValue(applicant.name);
  await visitor.getByLabel("Name").fill(applicant.name);
  await visitor.getByLabel("Password", { exact: true }).fill(applicant.password);
  await visitor.getByLabel("Confirm password").fill("something-else-entirely");
  await visitor.getByRole("button", { name: "Create account" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("Passwords do not match.");
  await expectAccessible(visitor);
  await visitor.getByLabel("Confirm password").fill(applicant.password);
  await visitor.getByRole("button", { name: "Create account" }).click();
  // She lands signed in on her home page (docs/product/emails.md#mail-log), not on a bare login form.
  await expect(visitor).toHaveURL(/\/home$/);
  const status = await (await visitor.request.get("/auth-status")).json();
  expect(status).toMatchObject({
    authenticated: true,
    user: { name: applicant.name, type: "Travel Host", admin: false },
  });

  // The link works once.
  await visitor.goto(`/register/${token}`);
  await expect(visitor.getByRole("alert")).toHaveText("Invalid or expired token. Please request a new invitation.");
  await visitorContext.close();
});
