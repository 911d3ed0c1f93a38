import { test, type Page } from "@playwright/test";
import { acceptThroughApi, applyThroughApi, createMember, logIn } from "../membership-support.ts";
import { ADMIN, wholePage } from "../support.ts";

const WIDTHS = [1280, 390];

async function shoot(page: Page, width: number, name: string) {
  await page.waitForLoadState("networkidle");
  await wholePage(page, `test-results/screenshots/${width}-${name}.png`);
}

for (const width of WIDTHS) {
  test(`membership screens at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });

    // Public: the wizard's steps, registration, forgot and reset password.
    await page.goto("/request");
    await shoot(page, width, "request-1-code");
    const code = await (async () => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.goto("/admin/invitation-codes");
      await page.getByLabel("Note (optional)").fill("For the spring salon guests");
      await page.getByLabel("Maximum uses (optional)").fill("12");
      await page.getByRole("button", { name: "Create code" }).click();
      const created = (await page.getByRole("status").textContent())!.replace(
        /^The code (\S+) has been created\.$/,
        "$1",
      );
      await page.getByLabel("Code (optional)").fill(`OLD-${width}`);
      await page.getByRole("button", { name: "Create code" }).click();
      await page.getByRole("button", { name: `Revoke OLD-${width}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
      await page.getByRole("status").waitFor();
      await shoot(page, width, "admin-invitation-codes");
      await page.goto("/logout");
      return created;
    })();
    await page.goto("/request");
    await page.getByLabel("Invitation Code").fill(code);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill(`ada-${width}@salon.test`);
    await page.getByLabel("Phone Number").fill("555-0199");
    await page.getByLabel("Why do you want to join the club?").fill("For the conversation after the lecture.");
    await page.getByRole("checkbox", { name: "Workshops" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await shoot(page, width, "request-2-personal-error");
    await page.getByLabel("Phone Number").fill("+44-2079460958");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "Weekends" }).check();
    await page.getByRole("radio", { name: "Travel Host" }).check();
    await shoot(page, width, "request-3-additional");
    await page.getByLabel("Property Address").fill("12 Quai d'Orléans, Paris");
    await page.getByLabel("Type of Property").fill("Apartment");
    await page.getByLabel("Property Description").fill("Two bedrooms over the Seine.");
    await page.getByLabel("Property Availability").selectOption("Seasonal");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("heading", { name: "Application Submitted Successfully!" }).waitFor();
    await shoot(page, width, "request-4-submitted");

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("someone@salon.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").waitFor();
    await shoot(page, width, "forgot-password");
    await page.goto("/reset-password/not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("Velvet-Rooms-2026");
    await page.getByLabel("Confirm new password").fill("Velvet-Rooms-2027");
    await page.getByRole("button", { name: "Reset password" }).click();
    await shoot(page, width, "reset-password");
    await page.goto("/register/not-a-real-token");
    await page.getByRole("alert").waitFor();
    await shoot(page, width, "register-invalid");

    const invited = await applyThroughApi(request, {
      name: "Mary Somerville",
      email: `mary-${width}@salon.test`,
      membershipType: "Travel Host",
    });
    await applyThroughApi(request, { name: "Sophie Germain", email: `sophie-${width}@salon.test` });
    const token = await acceptThroughApi(request, invited);
    await page.goto(`/register/${token}`);
    await page.getByLabel("Name").waitFor();
    await shoot(page, width, "register");

    // Members and admins.
    const member = await createMember(request, { name: "Emilie du Chatelet", password: "Institutions-Physique-1740" });
    await logIn(page, member.email, member.password);
    await page.waitForURL(/\/home$/);
    await page.goto("/settings");
    await page.getByRole("switch", { name: "Club announcements" }).waitFor();
    await shoot(page, width, "settings");
    await page.goto("/logout");

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(/\/home$/);
    await page.goto("/applications");
    await page.getByRole("article").waitFor();
    await shoot(page, width, "applications");
    await page.getByRole("tab", { name: "Rejected" }).click();
    await shoot(page, width, "applications-empty");
    await page.goto("/users");
    await page.getByRole("table").waitFor();
    await shoot(page, width, "users");
    await page
      .getByRole("row")
      .filter({ hasText: member.email })
      .getByRole("button", { name: `Reset password of ${member.name}` })
      .click();
    await page.getByRole("dialog", { name: "Reset password" }).getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("dialog", { name: "Temporary password" }).waitFor();
    await page.screenshot({
      path: `test-results/screenshots/${width}-users-temporary-password.png`,
      animations: "disabled",
    });
    await page.getByRole("button", { name: "Done" }).click();
    await page.goto("/logout");
  });
}
