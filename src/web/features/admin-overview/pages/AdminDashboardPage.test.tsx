import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminOverview } from "../../../../shared/admin-overview.ts";
import { admin, authStatus, publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { AdminDashboardPage } from "./AdminDashboardPage.tsx";

const STEPS = ["club-name", "contact-email", "regional", "mail", "invitation-code", "own-name"] as const;
const checklist =
  (done: readonly string[] = []) =>
  (url: string) =>
    url === "/api/admin/setup-checklist"
      ? { body: { steps: STEPS.map((key) => ({ key, done: done.includes(key) })) } }
      : undefined;

const overview: AdminOverview = {
  pendingApplications: 3,
  members: { byType: { Founding: 12, Standard: 40, "Travel Host": 7 }, admins: 2, deactivated: 1 },
  upcomingEvents: {
    count: 2,
    next: [{ id: "e1", title: "Tea in the garden", date: "2031-05-04", start_time: "16:00" }],
  },
  mailingsInProgress: [
    {
      id: 9,
      subject: "Spring gathering",
      created_at: "2031-04-01T10:00:00.000Z",
      sent: 30,
      dropped: 0,
      pending: 10,
      failed: 1,
    },
  ],
  failedMail: { count: 0, recent: [] },
};

describe("the admin dashboard", () => {
  it("says, while no mail server is set up, that email is not delivered and what to set", async () => {
    stubServer(authStatus(admin), checklist(), publicConfig({ mailConfigured: false }), (url) =>
      url === "/api/admin/overview" ? { body: overview } : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    const banner = await screen.findByRole("region", { name: "Email is not set up" });
    expect(banner).toHaveTextContent(
      "Email is not set upMessages are written to the mail drop and not delivered. Set SMTP_URL and MAIL_FROM (see the README, ‘Email’).",
    );
  });

  it("names the copies written to the mail drop apart, never as sent", async () => {
    const dropped = { ...overview.mailingsInProgress[0]!, sent: 0, dropped: 30, pending: 11, failed: 0 };
    stubServer(authStatus(admin), checklist(), publicConfig({ mailConfigured: false }), (url) =>
      url === "/api/admin/overview" ? { body: { ...overview, mailingsInProgress: [dropped] } } : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    expect(
      await screen.findByText("0 of 41 sent, 30 written to the mail drop — no mail server is set up"),
    ).toBeInTheDocument();
  });

  it("shows no mail banner once a mail server is set up", async () => {
    const calls = stubServer(authStatus(admin), checklist(), publicConfig({ mailConfigured: true }), (url) =>
      url === "/api/admin/overview" ? { body: overview } : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    expect(await screen.findByRole("heading", { name: "Good day, Grace Hopper" })).toBeInTheDocument();
    await screen.findByRole("figure");
    expect(calls.some((call) => call.url === "/api/config")).toBe(true);
    expect(screen.queryByRole("region", { name: "Email is not set up" })).not.toBeInTheDocument();
    expect(screen.queryByText(/mail drop/)).not.toBeInTheDocument();
  });

  it("greets the admin, links every admin screen and draws the club at a glance with a text alternative", async () => {
    stubServer(authStatus(admin), checklist(), (url) =>
      url === "/api/admin/overview" ? { body: overview } : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    expect(await screen.findByRole("heading", { name: "Good day, Grace Hopper" })).toBeInTheDocument();
    for (const [label, href] of [
      ["View Applications", "/applications"],
      ["View Users", "/users"],
      ["Send Message", "/mail"],
      ["Invitation codes", "/admin/invitation-codes"],
      ["Event categories", "/admin#event-categories"],
      ["Mail log", "/admin/mail-log"],
      ["Audit log", "/admin/audit-log"],
      ["Reported messages", "/admin/reported-messages"],
    ]) {
      expect(screen.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("href", href);
    }

    const chart = await screen.findByRole("figure");
    expect(chart).toHaveAccessibleName(
      "59 active members: 12 Founding, 40 Standard, 7 Travel Host. 2 are admins. 1 deactivated.",
    );
    expect(chart.querySelector("svg")).toHaveAttribute("aria-hidden", "true");

    expect(screen.getByText("3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tea in the garden" })).toHaveAttribute("href", "/events/e1");
    expect(screen.getByText("May 4, 2031")).toBeInTheDocument();
    expect(screen.getByText("30 of 41 sent, 1 failed")).toBeInTheDocument();
  });

  it("shows the transactional email that did not arrive, with the mail server's reason, and leads to the mail log", async () => {
    const refused = {
      id: 40,
      kind: "password-reset",
      subject: "Reset your Salon password",
      to: { email: "ana@bounce.test", user_id: 5, name: "Ana Li" },
      state: "failed" as const,
      attempts: 1,
      error: "Can't send mail - all recipients were rejected: 550 No such mailbox",
      queued_at: "2031-04-01T10:00:00.000Z",
      last_attempt_at: "2031-04-01T10:00:02.000Z",
      carries_secret: true,
    };
    stubServer(authStatus(admin), checklist(), (url) =>
      url === "/api/admin/overview"
        ? { body: { ...overview, failedMail: { count: 2, recent: [refused] } } }
        : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    const panel = await screen.findByRole("region", { name: "Emails not delivered" });
    expect(panel).toHaveTextContent(/delivered\s*2\s*in the last 30 days/);
    const [item] = within(panel).getAllByRole("listitem");
    expect(item).toHaveTextContent("Password reset to Ana Li <ana@bounce.test>");
    expect(item).toHaveTextContent("550 No such mailbox");
    expect(within(item!).getByText(/^Apr 1, 2031/)).toHaveAttribute("dateTime", "2031-04-01T10:00:02.000Z");
    expect(within(panel).getByRole("link", { name: "See them in the mail log" })).toHaveAttribute(
      "href",
      "/admin/mail-log",
    );
  });

  it("says nothing of undelivered email when every email arrived", async () => {
    stubServer(authStatus(admin), checklist(), (url) =>
      url === "/api/admin/overview" ? { body: overview } : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    expect(await screen.findByRole("figure")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Emails not delivered" })).not.toBeInTheDocument();
  });

  it("says so when the overview cannot be loaded", async () => {
    stubServer(authStatus(admin), checklist(), (url) =>
      url === "/api/admin/overview" ? { status: 500, body: { error: "x", message: "x", code: "internal" } } : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    // The page's other sections (event categories) have alerts of their own: the overview's is the one that says so.
    const message = await screen.findByText(/^The overview could not be loaded\./);
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it("shows the first-run checklist, each step ticked when done, with the link to where it is done", async () => {
    stubServer(authStatus(admin), checklist(["club-name", "invitation-code"]), (url) =>
      url === "/api/admin/overview" ? { body: overview } : undefined,
    );
    renderAt("/admin", <AdminDashboardPage />);
    const list = await screen.findByRole("region", { name: "Setting up your club" });
    const steps = within(list).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "✓Name your clubDoneOpen club settings",
      "○Add a contact addressTo doOpen club settings",
      "○Choose time zone, locale and currencyTo doOpen club settings",
      "○Set up mailTo doSend a test email",
      "✓Create the first invitation codeDoneOpen invitation codes",
      "○Add your own nameTo doOpen your settings",
    ]);
    expect(within(steps[0]!).getByRole("link", { name: "Open club settings" })).toHaveAttribute(
      "href",
      "/admin/club-settings",
    );
    expect(within(steps[3]!).getByRole("link", { name: "Send a test email" })).toHaveAttribute(
      "href",
      "/admin/club-settings#mail",
    );
    expect(within(steps[5]!).getByRole("link", { name: "Open your settings" })).toHaveAttribute("href", "/settings");
  });
});
