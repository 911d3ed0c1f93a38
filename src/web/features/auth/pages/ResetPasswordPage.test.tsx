import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { ResetPasswordPage } from "./ResetPasswordPage.tsx";

const routes = (
  <Routes>
    <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
  </Routes>
);
const REMOVED =
  "Password has been reset successfully. Removed with it, as they were added to your account in the last 7 days: the passkey “Unknown key”.";

/** A club where the reset signs her in (no factor left to ask) or not, and that holds her passkeys and app. */
function club({ signsIn }: { signsIn: boolean }) {
  let signedIn = false;
  let passkeys = [
    { id: 3, name: "My old key", createdAt: "2026-09-01T10:00:00.000Z", lastUsedAt: "2026-11-20T10:00:00.000Z" },
  ];
  const calls = stubServer((url, init) => {
    if (url === "/auth-status")
      return {
        body: signedIn ? { authenticated: true, user: member, mustChangePassword: false } : { authenticated: false },
      };
    if (url === "/reset-password" && init?.method === "POST") {
      signedIn = signsIn;
      return { body: REMOVED };
    }
    if (url === "/api/me/passkeys") return { body: { passkeys } };
    if (url === "/api/me/passkeys/3" && init?.method === "DELETE") {
      passkeys = [];
      return { body: { message: "Passkey removed." } };
    }
    if (url === "/api/me/2fa")
      return {
        body: {
          totp: true,
          totpOnSince: "2026-10-02T10:00:00.000Z",
          totpLastUsedAt: null,
          recoveryCodesLeft: 10,
          passkeys: passkeys.length,
          required: false,
        },
      };
    return undefined;
  });
  return calls;
}

async function resetPassword() {
  const user = userEvent.setup({ delay: null });
  renderAt("/reset-password/the-token", routes);
  await user.type(screen.getByLabelText("New password"), "Brand-New-Secret-9");
  await user.type(screen.getByLabelText("Confirm new password"), "Brand-New-Secret-9");
  await user.click(screen.getByRole("button", { name: "Reset password" }));
  return user;
}

describe("after a password reset", () => {
  it("says what the reset removed, lists every sign-in method left with when it was added, and removes one after a confirmation", async () => {
    const calls = club({ signsIn: true });
    const user = await resetPassword();
    expect(await screen.findByText(REMOVED)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Review your sign-in methods" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Your sign-in methods" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Passkey “My old key”Added Sep 1, 2026 · Last used Nov 20, 2026Remove",
      "Authenticator appAdded Oct 2, 2026Remove",
    ]);

    const remove = screen.getByRole("button", { name: "Remove Passkey “My old key”" });
    await user.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Remove Passkey “My old key”?" });
    expect(dialog).toHaveTextContent("It will no longer sign you in.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove Passkey “My old key”" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Passkey “My old key”?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Passkey removed.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/me/passkeys/3" && call.init?.method === "DELETE")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Remove Passkey “My old key”" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Authenticator app" })).toBeInTheDocument();
  });

  it("asks for the app's code before removing the authenticator app, and sends it", async () => {
    const calls = club({ signsIn: true });
    const user = await resetPassword();
    await user.click(await screen.findByRole("button", { name: "Remove Authenticator app" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Authenticator app?" });
    await user.type(within(dialog).getByLabelText("Code from the app or a recovery code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    const off = calls.find((call) => call.url === "/api/me/2fa/totp" && call.init?.method === "DELETE");
    expect(JSON.parse(String(off!.init!.body))).toEqual({ code: "123456" });
  });

  it("with a second factor left, asks for it before the review", async () => {
    club({ signsIn: false });
    await resetPassword();
    expect(await screen.findByLabelText("Authentication code")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Use a passkey" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Review your sign-in methods" })).not.toBeInTheDocument();
  });
});
