import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { PRIVACY_KINDS } from "../../../../shared/privacy.ts";
import { SettingsPage } from "./SettingsPage.tsx";
import { NOTICE_KINDS } from "../../../../shared/notifications.ts";

/** Her membership (decision 44): active, no tier yet, nothing owed. */
const MEMBERSHIP = {
  user_id: 7,
  member_type: "Founding",
  tier: null,
  term_start: "2026-01-01",
  term_end: "2027-01-01",
  state: "active",
  currency: "USD",
  benefits: { housing_discount_pct: 0, may_take_part: true },
  dues: { paid: 0, charged: 0, owes: 0 },
};

/** What the club holds about her (the Privacy section): nothing yet. */
const PRIVACY_SUMMARY = {
  counts: Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, 0])),
  export: { status: "none", requested_at: null },
  closing: null,
  has_second_factor: false,
};

/** The member's own settings data: email preferences, a calendar feed that is off, no second factor, one session. */
const preferences = (url: string, init: RequestInit | undefined) =>
  url === "/api/me/preferences"
    ? {
        body:
          init?.method === "PUT"
            ? JSON.parse(String(init.body))
            : { clubAnnouncements: true, commentNotifications: false },
      }
    : url === "/api/me/calendar-feed"
      ? { body: { url: null, active: false, created_at: null } }
      : url === "/api/me/2fa"
        ? { body: { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false } }
        : url === "/api/me/sessions"
          ? { body: { sessions: [] } }
          : url === "/api/me/passkeys"
            ? { body: { passkeys: [] } }
            : url === "/api/me/membership"
              ? { body: MEMBERSHIP }
              : url === "/api/me/ledger"
                ? { body: { user_id: 7, currency: "USD", entries: [], paid: 0, charged: 0, balance: 0 } }
                : url === "/api/me/privacy"
                  ? { body: PRIVACY_SUMMARY }
                  : url === "/api/me/notification-preferences"
                    ? { body: Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, "email"])) }
                    : undefined;
const mustChange = (url: string) =>
  url === "/auth-status" ? { body: { authenticated: true, user: member, mustChangePassword: true } } : undefined;

describe("settings", () => {
  it("lets a member edit her name but not her type", async () => {
    const calls = stubServer(authStatus(member), preferences, (url) =>
      url === "/update-user"
        ? { body: { message: "User details updated successfully", user: { ...member, name: "Ada King" } } }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderAt("/settings", <SettingsPage />);
    const type = await screen.findByLabelText("Member type");
    expect(type).toBeDisabled();
    expect(type).toHaveValue("Founding");
    await user.clear(screen.getByLabelText("Username"));
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(screen.getByText("Username is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Username"), "Ada King");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("User details updated successfully")).toBeInTheDocument();
    const sent = JSON.parse(String(calls.find((c) => c.url === "/update-user")!.init!.body));
    expect(sent).toEqual({ name: "Ada King", type: "Founding", admin: false });
  });

  it("lets an admin choose a type", async () => {
    stubServer(authStatus(admin), preferences);
    renderAt("/settings", <SettingsPage />);
    expect(await screen.findByLabelText("Member type")).toBeEnabled();
  });

  it('says "Failed to update user details" when the server refuses', async () => {
    stubServer(authStatus(member), preferences, (url) =>
      url === "/update-user" ? { status: 403, body: { error: "No.", message: "No.", code: "forbidden" } } : undefined,
    );
    renderAt("/settings", <SettingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Save details" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to update user details");
  });

  it("checks that the new passwords match, then changes the password", async () => {
    const calls = stubServer(authStatus(member), preferences, (url) =>
      url === "/update-password" ? { body: { message: "Password updated successfully" } } : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderAt("/settings", <SettingsPage />);
    await user.type(await screen.findByLabelText("Current password"), "Old-Password-1");
    await user.type(screen.getByLabelText("New password"), "New-Password-22");
    await user.type(screen.getByLabelText("Confirm new password"), "New-Password-23");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("New passwords do not match");
    expect(calls.some((c) => c.url === "/update-password")).toBe(false);
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "New-Password-22");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Password updated successfully")).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.url === "/update-password")!.init!.body))).toEqual({
      oldPassword: "Old-Password-1",
      newPassword: "New-Password-22",
    });
  });

  it("says to wait when the current password was guessed too often (429), and keeps what she typed", async () => {
    stubServer(authStatus(member), preferences, (url) =>
      url === "/update-password"
        ? {
            status: 429,
            body: {
              error: "Too many attempts. Please wait and try again.",
              message: "Too many attempts. Please wait and try again.",
              code: "rate_limited",
            },
          }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderAt("/settings", <SettingsPage />);
    await user.type(await screen.findByLabelText("Current password"), "Old-Password-1");
    await user.type(screen.getByLabelText("New password"), "New-Password-22");
    await user.type(screen.getByLabelText("Confirm new password"), "New-Password-22");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Failed to update password\. Too many attempts\. Please wait and try again\.$/,
    );
    expect(screen.getByLabelText("New password")).toHaveValue("New-Password-22");
    expect(screen.getByRole("button", { name: "Update password" })).toBeEnabled();
  });

  it("saves an email switch at once", async () => {
    const calls = stubServer(authStatus(member), preferences);
    renderAt("/settings", <SettingsPage />);
    const announcements = await screen.findByRole("switch", { name: "Club announcements" });
    expect(announcements).toBeChecked();
    expect(screen.getByRole("switch", { name: "Comment notifications" })).not.toBeChecked();
    await userEvent.click(announcements);
    expect(await screen.findByText("Email preferences saved.")).toBeInTheDocument();
    const put = calls.find((c) => c.url === "/api/me/preferences" && c.init?.method === "PUT")!;
    expect(JSON.parse(String(put.init!.body))).toEqual({ clubAnnouncements: false, commentNotifications: false });
  });

  it("says when the daily and weekly digests go out, under her choices of notices", async () => {
    stubServer(authStatus(member), preferences);
    renderAt("/settings", <SettingsPage />);
    expect(await screen.findByLabelText("Comments on my events")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Digests come by email at 8 in the morning, the club's time: a daily one each day, and on Mondays a weekly one, " +
          "“Your club this week”, with your next events and what is new in the club. None comes when there is nothing " +
          "new, and each has a link to stop it.",
      ),
    ).toBeInTheDocument();
  });

  it("shows only the password form, with a clear message, while a temporary password is pending", async () => {
    const calls = stubServer(mustChange, preferences);
    renderAt("/settings", <SettingsPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a new password before you continue.");
    expect(screen.getByLabelText("Current password")).toBeInTheDocument();
    expect(screen.queryByLabelText("Username")).not.toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/me/preferences")).toBe(false);
  });

  it("welcomes the first admin in three steps: her name, her own password, then her second factor", async () => {
    let pending = true;
    const firstAdmin = { ...admin, name: "Admin" };
    const calls = stubServer(
      (url) =>
        url === "/auth-status"
          ? {
              body: {
                authenticated: true,
                user: firstAdmin,
                mustChangePassword: pending,
                welcome: pending,
              },
            }
          : url === "/update-user"
            ? { body: { message: "Details updated", user: { ...firstAdmin, name: "Ines Duarte" } } }
            : url === "/update-password"
              ? ((pending = false), { body: { message: "Password updated" } })
              : url === "/api/me/2fa"
                ? { body: { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: true } }
                : undefined,
      preferences,
    );
    renderAt("/settings", <SettingsPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Your club, in three steps" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Your name");
    // "Admin" is the name Salon gave her, never offered back as hers.
    const name = screen.getByLabelText("Your full name");
    expect(name).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: "Save my name" }));
    expect(await screen.findByText("Please tell us your name.")).toBeInTheDocument();
    await userEvent.type(name, "Ines Duarte");
    await userEvent.click(screen.getByRole("button", { name: "Save my name" }));

    expect(await screen.findByLabelText("Current password")).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Your own password");
    await userEvent.type(screen.getByLabelText("Current password"), "printed-at-start");
    await userEvent.type(screen.getByLabelText("New password"), "Her-Own-Choice-2027");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "Her-Own-Choice-2027");
    await userEvent.click(screen.getByRole("button", { name: "Update password" }));

    // Her new password ends the pending state; the welcome stays for its last step.
    expect(await screen.findByRole("heading", { level: 2, name: "A second factor" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("A second factor");
    expect(screen.getByRole("button", { name: "Set up authenticator app" })).toBeInTheDocument();
    // Required of admins: no way past it without a factor.
    expect(screen.queryByRole("button", { name: "Not now" })).not.toBeInTheDocument();
    const named = calls.find((c) => c.url === "/update-user")!;
    expect(JSON.parse(String(named.init!.body))).toEqual({ name: "Ines Duarte" });
  });
});
