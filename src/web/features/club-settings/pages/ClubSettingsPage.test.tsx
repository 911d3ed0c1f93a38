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
