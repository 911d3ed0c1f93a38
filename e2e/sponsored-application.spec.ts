import { mkdirSync } from "node:fs";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { unique } from "./membership-support.ts";
import { expectAccessible, linkIn, logInThroughTheForm, waitForEmail } from "./support.ts";

const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/sponsored-application";

/**
 * Issue 37, item 1 (decision 0068): an applicant names a member as her sponsor; the member confirms with her words
 * from the email's link; with `votes_needed` 2, two admins' votes accept her.
 */
test("an applicant names a sponsor, who vouches from her email's link; two admins' votes accept her", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const club = await adminApi();
  const sponsor = await createMember(club, "Dorothea Sponsor");
  const second = await createMember(club, "Beatrice Voter");
  const users = (await (await club.get("/api/users")).json()) as { user_id: number; email: string }[];
  const secondId = users.find((user) => user.email === second.email)!.user_id;
  expect((await club.put(`/api/users/${secondId}/admin`, { data: { admin: true } })).ok()).toBe(true);
  expect((await club.put("/api/admin/club-settings", { data: { votes_needed: 2 } })).ok()).toBe(true);
  try {
    // The applicant names Dorothea in the wizard's third step.
    const applicant = { name: `Louisa Alcott ${unique()}`, email: `louisa-${unique()}@salon.test` };
    const code = ((await (await club.post("/api/admin/invitation-codes", { data: {} })).json()) as { code: string })
      .code;
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/request?code=${encodeURIComponent(code)}`);
    await visitor.getByRole("button", { name: "Next" }).click();
    await visitor.getByLabel("Full Name").fill(applicant.name);
    await visitor.getByLabel("Email Address").fill(applicant.email);
    await visitor.getByLabel("Phone Number").fill("+1-2125550123");
    await visitor
      .getByLabel("Why do you want to join the club?")
      .fill("Dorothea says the library is the best in town.");
    await visitor.getByRole("checkbox", { name: "Travel" }).check();
    await visitor.getByRole("button", { name: "Next" }).click();
    await visitor.getByRole("radio", { name: "Weekends" }).check();
    await visitor.getByRole("radio", { name: "Standard" }).check();
    await visitor.getByLabel("A member who will sponsor you: her email (optional)").fill(sponsor.email);
    await visitor.getByLabel("A word to her (optional)").fill("We met at the Concord reading group.");
    await expectAccessible(visitor);
    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await visitor.screenshot({ path: `${SHOTS}/${width}-wizard-sponsor.png`, fullPage: true });
    }
    await visitor.getByRole("button", { name: "Submit Application" }).click();
    await expect(visitor.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await visitorContext.close();

    // Dorothea answers from her email's link, signed in.
    const email = await waitForEmail(sponsor.email, `${applicant.name} named you as her sponsor`);
    expect(email).toContain("We met at the Concord reading group.");
    const token = linkIn(email, "/sponsorships/");
    await logInAs(page, sponsor);
    await page.goto(`/sponsorships/${token}`);
    await expect(page.getByRole("heading", { name: `${applicant.name} named you as her sponsor` })).toBeVisible();
    await expect(page.getByText("We met at the Concord reading group.")).toBeVisible();
    await page.getByRole("button", { name: "Confirm and vouch for her" }).click();
    await expect(page.getByText("A few words are needed to confirm.")).toBeVisible();
    await page.getByLabel("Your words").fill("I have known Louisa for ten years; she will give the club a great deal.");
    await expectAccessible(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.screenshot({ path: `${SHOTS}/${width}-sponsor-page.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.getByRole("button", { name: "Confirm and vouch for her" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Thank you: you vouched for ${applicant.name}. The admins will read your words.`,
    );
    // The link works once: the page reads the request again and is answered 409, which the browser logs.
    const errorsBefore = consoleErrors.length;
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText("You have already answered this request.");
    expect(consoleErrors.splice(errorsBefore)).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);

    // The first admin sees the sponsor's words on the card and votes.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    adminPage.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await logInThroughTheForm(adminPage);
    await adminPage.waitForURL(/\/home$/);
    await adminPage.goto("/applications");
    const list = adminPage.getByRole("list", { name: "Applications in this tab" });
    await list.getByRole("button", { name: new RegExp(`^${applicant.name}`) }).click();
    const card = adminPage.getByRole("article");
    const sponsorSection = card.getByRole("region", { name: "Sponsor" });
    await expect(sponsorSection).toContainText(`Dorothea Sponsor (${sponsor.email}): Confirmed`);
    await expect(sponsorSection).toContainText("I have known Louisa for ten years");
    await adminPage.getByLabel("A note for the other admins (optional)").fill("Warmly vouched for.");
    await adminPage.getByRole("button", { name: "Vote to approve" }).click();
    await expect(adminPage.getByRole("status")).toHaveText(
      "Your vote is counted: 1 of 2 approvals, 0 of 2 rejections.",
    );
    await expect(card.getByRole("region", { name: "Admins' votes" })).toContainText("Warmly vouched for.");
    await expectAccessible(adminPage);
    for (const width of [1280, 390]) {
      await adminPage.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/${width}-review-card-sponsor.png`, animations: "disabled" });
    }
    await adminContext.close();

    // The second admin's vote accepts her: the registration link goes out.
    const secondContext = await browser.newContext();
    const secondPage = await secondContext.newPage();
    await logInAs(secondPage, second);
    await secondPage.goto("/applications");
    await secondPage
      .getByRole("list", { name: "Applications in this tab" })
      .getByRole("button", { name: new RegExp(`^${applicant.name}`) })
      .click();
    await secondPage.getByRole("button", { name: "Vote to approve" }).click();
    await expect(secondPage.getByRole("status")).toHaveText(`Invitation sent to ${applicant.email}.`);
    await secondContext.close();
    await waitForEmail(applicant.email, "Your invitation to join");
    expect(consoleErrors).toEqual([]);
  } finally {
    await club.put("/api/admin/club-settings", { data: { votes_needed: 1 } });
    await club.dispose();
  }
});
