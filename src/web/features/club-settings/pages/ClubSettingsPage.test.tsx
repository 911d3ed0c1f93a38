import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, authStatus, publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { ClubSettingsPage } from "./ClubSettingsPage.tsx";

const settings = (url: string, init?: RequestInit) =>
  url === "/api/admin/club-settings" && (init?.method ?? "GET") === "GET"
    ? {
        body: {
          name: "The Linden Club",
          contact_email: null,
          time_zone: "Europe/London",
          locale: "en-GB",
          currency: "GBP",
          country: "GB",
          mailing_approval_threshold: 25,
          mailing_cancel_window_minutes: 2,
          votes_needed: 2,
          retention_sessions_days: 90,
          retention_mail_log_days: 90,
          retention_declined_applications_days: 180,
          retention_audit_days: 730,
          invite_tiers: [],
          invitations_per_member: 3,
          saved: { name: true, contact_email: false, regional: true },
        },
      }
    : undefined;

describe("the club settings' mail check", () => {
  it("sends the admin a test email and says where it went", async () => {
    const message =
      "A test email is on its way to ada@linden.test. If it has not arrived in a few minutes, the mail log says why.";
    const calls = stubServer(authStatus(admin), settings, publicConfig({ mailConfigured: true }), (url, init) =>
      url === "/api/admin/club-settings/test-email" && init?.method === "POST"
        ? { body: { sent: true, message } }
        : undefined,
    );
    renderAt("/admin/club-settings", <ClubSettingsPage />);
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText(
        "A mail server is set up: members receive their invitations, reminders and sign-in links. Send yourself a test email to see one arrive.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send me a test email" }));
    expect(await screen.findByRole("status")).toHaveTextContent(message);
    expect(calls.filter((call) => call.url === "/api/admin/club-settings/test-email")).toHaveLength(1);
  });

  it("without a mail server, says so before and after the test", async () => {
    const message =
      "No mail server is set up, so the test email to ada@linden.test went to the mail drop and nobody received it.";
    stubServer(authStatus(admin), settings, publicConfig({ mailConfigured: false }), (url, init) =>
      url === "/api/admin/club-settings/test-email" && init?.method === "POST"
        ? { body: { sent: false, message } }
        : undefined,
    );
    renderAt("/admin/club-settings", <ClubSettingsPage />);
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText(/^No mail server is set up: every email is written to the mail drop/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send me a test email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});

describe("the club settings' retention section", () => {
  it("says what happens to each kind, refuses a period out of bounds, and saves only the periods", async () => {
    const calls = stubServer(authStatus(admin), publicConfig({ mailConfigured: true }), (url, init) => {
      if (url !== "/api/admin/club-settings") return undefined;
      if (init?.method === "PUT") return { body: { ...settings(url)!.body, ...JSON.parse(String(init.body)) } };
      return settings(url);
    });
    renderAt("/admin/club-settings", <ClubSettingsPage />);
    const user = userEvent.setup({ delay: null });
    const sessions = await screen.findByLabelText("Sessions and devices, in days");
    expect(sessions).toHaveValue(90);
    expect(
      screen.getByText("Entries older than 730 days leave the audit log. Between 365 and 3650 days."),
    ).toBeInTheDocument();

    await user.clear(sessions);
    await user.type(sessions, "3");
    await user.click(screen.getByRole("button", { name: "Save retention periods" }));
    expect(await screen.findByText("Sessions and devices, in days: must be at least 7 days")).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === "PUT")).toHaveLength(0);

    await user.clear(sessions);
    await user.type(sessions, "30");
    expect(screen.getByText(/^A browser left unused for 30 days is signed out/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save retention periods" }));
    expect(
      await screen.findByText("The retention periods are saved. The next daily pass keeps to them."),
    ).toBeInTheDocument();
    const puts = calls.filter((call) => call.init?.method === "PUT");
    expect(puts.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      {
        retention_sessions_days: 30,
        retention_mail_log_days: 90,
        retention_declined_applications_days: 180,
        retention_audit_days: 730,
      },
    ]);
  });
});
