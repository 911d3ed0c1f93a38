import type { Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { adminApi, createMember, logInAs } from "./members.ts";
import { unique } from "./membership-support.ts";
import { expectAccessible, logInThroughTheForm, waitForEmail } from "./support.ts";

const DIR = process.env.SCREENSHOT_DIR ?? "test-results/screenshots";

test("a member invites a friend, who applies from her link; the admin sees 'Invited by' and the invite tree; two admins' votes accept her", async ({
  page,
  browser,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const admin = await adminApi();
  let secondAdminId: number | undefined;
  const before = (await (await admin.get("/api/admin/club-settings")).json()) as { invite_tiers: string[] };
  expect(
    (
      await admin.put("/api/admin/club-settings", { data: { invite_tiers: ["Flying"], invitations_per_member: 3 } })
    ).ok(),
  ).toBe(true);
  try {
    const margaret = await createMember(admin, "Margaret Fuller");
    await logInAs(page, margaret);
    const me = (await (await page.request.get("/auth-status")).json()) as { user: { user_id: number } };
    expect(
      (await admin.put(`/api/admin/members/${me.user.user_id}/membership`, { data: { tier: "Flying" } })).ok(),
    ).toBe(true);

    // She invites a friend from Settings.
    const friend = { name: "Elizabeth Peabody", email: `elizabeth-${unique()}@salon.test` };
    await page.goto("/settings#invite");
    const section = page.getByRole("region", { name: "Invite a friend" });
    await expect(section.getByText("0 of 3 open invitations in use.")).toBeVisible();
    await section.getByLabel("Her email address").fill(friend.email);
    await section.getByLabel("A few words to her (optional)").fill("Come on Thursday: you will love the library.");
    await section.getByRole("button", { name: "Send invitation" }).click();
    await expect(section.getByRole("status")).toHaveText(`Your invitation is on its way to ${friend.email}.`);
    const item = section.getByRole("listitem").filter({ hasText: friend.email });
    await expect(item).toContainText("Open");
    await expect(section.getByText("1 of 3 open invitations in use.")).toBeVisible();
    await expectAccessible(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${DIR}/${width}-settings-invite-a-friend.png`, animations: "disabled" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // Her friend applies from the emailed link: the code and her address are filled in.
    const email = await waitForEmail(friend.email, "Margaret Fuller invites you to");
    expect(email).toContain("Come on Thursday: you will love the library.");
    const link = /https?:\/\/[^\s"<>]*\/request\?code=[A-Z0-9-]+&email=[^\s"<>]+/.exec(email)?.[0];
    expect(link).toBeDefined();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const url = new URL(link!);
    await visitor.goto(url.pathname + url.search);
    await expect(visitor.getByLabel("Invitation Code")).toHaveValue(/^SALON-/);
    await visitor.getByRole("button", { name: "Next" }).click();
    await expect(visitor.getByRole("heading", { name: "Personal Information" })).toBeVisible();
    await expect(visitor.getByLabel("Email Address")).toHaveValue(friend.email);
    await visitor.getByLabel("Full Name").fill(friend.name);
    await visitor.getByLabel("Phone Number").fill("+1-2125550123");
    await visitor
      .getByLabel("Why do you want to join the club?")
      .fill("Margaret says the conversation is the best in town.");
    await visitor.getByRole("checkbox", { name: "Travel" }).check();
    await visitor.getByRole("button", { name: "Next" }).click();
    await expect(visitor.getByRole("heading", { name: "Additional Information" })).toBeVisible();
    await visitor.getByRole("radio", { name: "Weekends" }).check();
    await visitor.getByRole("radio", { name: "Standard" }).check();
    await visitor.getByRole("button", { name: "Submit Application" }).click();
    await expect(visitor.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await visitorContext.close();

    // Her invitation is used.
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Invite a friend" }).getByRole("listitem").filter({ hasText: friend.email }),
    ).toContainText("Used");

    // The admin sees who sponsors the application, and the tree.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    adminPage.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await logInThroughTheForm(adminPage);
    await adminPage.waitForURL(/\/home$/);
    await adminPage.goto("/applications");
    const card = adminPage.getByRole("article").filter({ hasText: friend.name });
    await expect(card.getByText("Invited by Margaret Fuller")).toBeVisible();
    await expectAccessible(adminPage);
    for (const width of [1280, 390]) {
      await adminPage.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${DIR}/${width}-application-invited-by.png`, animations: "disabled" });
    }

    await adminPage.goto("/admin/invitation-codes");
    const tree = adminPage.getByRole("region", { name: "Who invited whom" });
    const branch = tree.locator("details").filter({ has: adminPage.getByText("Margaret Fuller", { exact: true }) });
    await expect(branch.first()).toHaveAttribute("open", "");
    await expect(branch.first()).toContainText(`${friend.email}, invited`);
    await expect(branch.first()).toContainText("used · application pending");
    // Folded, her invitations are hidden; opened again, they show.
    await branch.first().locator("summary").first().click();
    await expect(branch.first().getByText(`${friend.email}, invited`, { exact: false })).toBeHidden();
    await branch.first().locator("summary").first().click();
    await expect(branch.first().getByText(`${friend.email}, invited`, { exact: false })).toBeVisible();
    await expectAccessible(adminPage);
    for (const width of [1280, 390]) {
      await adminPage.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await tree.scrollIntoViewIfNeeded();
      await tree.screenshot({ path: `${DIR}/${width}-invite-tree.png`, animations: "disabled" });
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // The admin pauses her invitations; Settings tells her so.
    await branch.first().getByRole("button", { name: "Pause Margaret Fuller's invitations" }).click();
    await expect(tree.getByRole("status")).toHaveText(
      "Margaret Fuller can no longer invite; her open invitations were revoked.",
    );
    await adminContext.close();
    await page.reload();
    await expect(page.getByRole("region", { name: "Invite a friend" })).toContainText(
      "An admin has paused your invitations.",
    );

    // With two votes needed, two admins' approvals accept her: the registration link goes out.
    const second = await createMember(admin, "Sophia Ripley");
    const users = (await (await admin.get("/api/users")).json()) as { user_id: number; email: string }[];
    secondAdminId = users.find((user) => user.email === second.email)!.user_id;
    expect((await admin.put(`/api/users/${secondAdminId}/admin`, { data: { admin: true } })).ok()).toBe(true);
    expect((await admin.put("/api/admin/club-settings", { data: { votes_needed: 2 } })).ok()).toBe(true);
    const voteToApprove = async (logIn: (voter: Page) => Promise<void>, answer: string) => {
      const context = await browser.newContext();
      const voter = await context.newPage();
      voter.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      await logIn(voter);
      await voter.goto("/applications");
      await voter
        .getByRole("list", { name: "Applications in this tab" })
        .getByRole("button", { name: new RegExp(`^${friend.name}`) })
        .click();
      await expect(voter.getByRole("article").getByText("Invited by Margaret Fuller")).toBeVisible();
      await voter.getByRole("button", { name: "Vote to approve" }).click();
      await expect(voter.getByRole("status")).toHaveText(answer);
      await context.close();
    };
    await voteToApprove(async (voter) => {
      await logInThroughTheForm(voter);
      await voter.waitForURL(/\/home$/);
    }, "Your vote is counted: 1 of 2 approvals, 0 of 2 rejections.");
    await voteToApprove((voter) => logInAs(voter, second), `Invitation sent to ${friend.email}.`);
    await waitForEmail(friend.email, "Your invitation to join");
    expect(consoleErrors).toEqual([]);
  } finally {
    await admin.put("/api/admin/club-settings", { data: { invite_tiers: before.invite_tiers, votes_needed: 1 } });
    if (secondAdminId !== undefined) await admin.put(`/api/users/${secondAdminId}/admin`, { data: { admin: false } });
    await admin.dispose();
  }
});
