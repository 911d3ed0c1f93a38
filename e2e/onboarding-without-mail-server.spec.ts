import fs from "node:fs";
import path from "node:path";
import { request, type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { freePort, spawnServer, type ServerProcess } from "../test/server/harness/server-process.ts";
import { applyThroughApi } from "./membership-support.ts";
import {
  ADMIN,
  adminOpensInviteDialog,
  ageProof,
  expectAccessible,
  logInThroughTheApi,
  logInThroughTheForm,
} from "./support.ts";

/**
 * A club started as README says, with no mail server (SMTP_URL unset, every email written to the
 * mail drop). The journeys' own server sends over SMTP, so this journey starts a club of its own without it.
 */
let club: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = path.resolve("test-results", `e2e-no-smtp-${Date.now()}`);
  const port = await freePort();
  club = await spawnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
  });
  await club.ready(60_000);
});

test.afterAll(async () => {
  await club?.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screenshots/${page.viewportSize()!.width}-${name}.png`, fullPage: true });
};

test("with no mail server, /admin says so, accepting an application says no email was sent and gives the link to copy, the mail log says 'written to the mail drop', the admin makes a new registration link from it (the invitation's words are hidden), the newcomer registers from it and lands signed in, and an event invitation gives its link to copy", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await request.newContext({ baseURL: club.base });
  const applicant = { name: "Grace Murray", email: `grace-${Date.now()}@salon.test`, password: "Compilers-1952-Navy" };
  const application = await applyThroughApi(api, { name: applicant.name, email: applicant.email });
  await api.dispose();

  const adminContext = await browser.newContext({ baseURL: club.base });
  const admin = await adminContext.newPage();
  await logInThroughTheForm(admin);
  await expect(admin).toHaveURL(/\/home$/);

  // The dashboard says that email is not set up, and what to set.
  await admin.goto("/admin");
  const banner = admin.getByRole("region", { name: "Email is not set up" });
  await expect(banner).toHaveText(
    "Email is not set upMessages are written to the mail drop and not delivered. Set SMTP_URL and MAIL_FROM (see the README, ‘Email’).",
  );
  await expectAccessible(admin);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await shoot(admin, "admin-no-mail-server");
  }
  await admin.setViewportSize({ width: 1280, height: 900 });

  // Accepting says that no email was sent, to which address, and gives the link to copy.
  await admin.goto("/applications");
  await expect(admin.getByRole("article").filter({ hasText: applicant.name })).toBeVisible();
  await admin.getByRole("button", { name: "Accept" }).click();
  await admin.getByRole("button", { name: "Accept and invite" }).click();
  await expect(admin.getByRole("status")).toHaveText(
    `Application accepted: ${applicant.email} is invited. No mail server is set up, so no email was sent. Copy the link and send it yourself.`,
  );
  expect(application.email).toBe(applicant.email);
  await admin.getByRole("button", { name: "Get the link" }).click();
  const accepted = admin.getByLabel(`Registration link for ${applicant.email}`);
  await expect(accepted).toHaveText(new RegExp(`^${club.base}/register/[A-Za-z0-9_-]+$`));
  await expect(admin.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectAccessible(admin);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await shoot(admin, "applications-accepted-no-mail-server");
  }
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The mail log lists the invitation as written to the mail drop (once the worker has taken it), never as sent.
  await admin.goto("/admin/mail-log");
  const emails = admin.getByRole("region", { name: "Emails" });
  await expect(emails.getByText(/No mail server is configured/)).toBeVisible();
  const row = emails.getByRole("listitem").filter({ hasText: "Invitation to register" });
  await expect(async () => {
    await admin.reload();
    await expect(row).toContainText("Written to the mail drop — no mail server is set up", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText(applicant.email);
  await expect(row).not.toContainText("Sent");
  await expect(emails.getByRole("listitem").filter({ hasText: "Application received" })).toContainText(applicant.email);
  await expectAccessible(admin);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await shoot(admin, "mail-log-every-email");
  }
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The admin opens it: the invitation carries a link for the newcomer alone, so its words are not shown to any admin.
  await row.getByRole("button", { name: /^Open/ }).click();
  const dialog = admin.getByRole("dialog", { name: /invit/i });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "This email carries a link only its recipient may hold, so its words are not shown here, to you or any other admin.",
  );
  await expect(dialog.getByRole("link", { name: /\/register\// })).toHaveCount(0);
  await expect(dialog.locator("iframe")).toHaveCount(0);
  await expectAccessible(admin);

  // She makes a new registration link instead: her last proof is an hour old, so she is asked for it again first.
  ageProof(dataDir, ADMIN.email);
  await dialog.getByRole("button", { name: "Make a new registration link" }).click();
  const stepUp = admin.getByRole("dialog", { name: "Confirm it is you" });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel("Password").fill(ADMIN.password);
  await stepUp.getByRole("button", { name: "Confirm" }).click();
  await expect(stepUp).toBeHidden();
  await expect(dialog).toContainText(`A new registration link for ${applicant.email}.`);
  const href = (await dialog.getByLabel("The new link").textContent())!.trim();
  expect(href).toMatch(new RegExp(`^${club.base}/register/[A-Za-z0-9_-]+$`));
  await expect(dialog.getByRole("button", { name: "Make a new registration link" })).toHaveCount(0);
  await expectAccessible(admin);
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    await shoot(admin, "mail-log-new-registration-link");
  }
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await adminContext.close();

  // …and the admin passes it on: the newcomer follows it on her own browser, registers, and lands signed in.
  const newcomerContext = await browser.newContext({ baseURL: club.base });
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(href);
  await expect(newcomer.getByLabel("Email")).toHaveValue(applicant.email);
  await newcomer.getByLabel("Name").fill(applicant.name);
  await newcomer.getByLabel("Password", { exact: true }).fill(applicant.password);
  await newcomer.getByLabel("Confirm password").fill(applicant.password);
  await newcomer.getByRole("button", { name: "Create account" }).click();
  await expect(newcomer).toHaveURL(/\/home$/);
  expect(await (await newcomer.request.get("/auth-status")).json()).toMatchObject({
    authenticated: true,
    user: { name: applicant.name, admin: false },
  });
  await expectAccessible(newcomer);

  // The admin invites her to an invite-only event: the dialog says nobody is emailed and gives the event's link, and
  // the newcomer, once given it, opens the event and joins it by her invitation.
  const adminApi = await request.newContext({ baseURL: club.base });
  expect((await logInThroughTheApi(adminApi, ADMIN.email, ADMIN.password)).ok()).toBe(true);
  const created = await adminApi.post("/api/events", {
    data: {
      title: "Supper at the Library",
      exclusivity: "invite-only",
      is_physical: false,
      virtual_link: "https://meet.example.org/supper",
      event_date: "2030-09-18",
      start_time: "18:30",
      end_time: "21:00",
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { slug: string };
  await adminApi.dispose();
  const {
    context: hostContext,
    page: host,
    dialog: invite,
  } = await adminOpensInviteDialog(browser, event.slug, club.base);
  await expect(invite).toContainText(
    "No mail server is set up, so nobody is emailed: once they are invited, copy the link to “Supper at the Library” and send it to them yourself.",
  );
  await invite.getByLabel("Search members by name or email").fill(applicant.name);
  await invite.getByRole("checkbox", { name: new RegExp(applicant.name) }).check();
  await invite.getByRole("button", { name: "Send Invite" }).click();
  await expect(invite.getByRole("status").filter({ hasText: "invited" })).toHaveText(
    "1 member invited. No mail server is set up, so no email was sent. Copy the event's link and send it yourself.",
  );
  const eventLink = (await invite.getByLabel("Link to the event").textContent())!.trim();
  expect(eventLink).toBe(`${club.base}/events/${event.slug}`);
  await expect(invite.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectAccessible(host);
  for (const width of [1280, 390]) {
    await host.setViewportSize({ width, height: 900 });
    await shoot(host, "event-invite-no-mail-server");
  }
  await hostContext.close();

  await newcomer.goto(eventLink);
  await expect(newcomer.getByRole("heading", { name: "Supper at the Library" })).toBeVisible();
  await expect(newcomer.getByRole("button", { name: "Join Event" })).toBeVisible();
  await newcomerContext.close();
});
