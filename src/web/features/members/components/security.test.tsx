import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { admin, authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { SessionsSection } from "./SessionsSection.tsx";
import { ADMIN_NEEDS_SECOND_FACTOR, CLUB_NEEDS_SECOND_FACTOR, TwoFactorSection } from "./TwoFactorSection.tsx";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, "0")}`);

describe("two-factor authentication", () => {
  it("sets up the app: shows the key and QR code, sends the code, then shows the ten recovery codes once", async () => {
    let on = false;
    const calls = stubServer((url, init) => {
      if (url === "/api/me/2fa")
        return { body: { totp: on, recoveryCodesLeft: on ? 10 : 0, passkeys: 0, required: false } };
      if (url === "/api/me/2fa/totp" && init?.method === "POST")
        return { body: { secret: SECRET, otpauth_url: `otpauth://totp/Salon:ada?secret=${SECRET}` } };
      if (url === "/api/me/2fa/totp/confirm") {
        const { code } = JSON.parse(String(init!.body)) as { code: string };
        if (code !== "123456")
          return { status: 400, body: { error: "That code is not right.", message: "x", code: "bad_request" } };
        on = true;
        return { body: { recoveryCodes: CODES } };
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderAt("/settings", <TwoFactorSection />);
    await user.click(await screen.findByRole("button", { name: "Set up authenticator app" }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.type(screen.getByLabelText("Code from the app"), "000000");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
    await user.clear(screen.getByLabelText("Code from the app"));
    await user.type(screen.getByLabelText("Code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);

    // She keeps them: on her clipboard, as a text file, on paper.
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join("\n"));
    expect(screen.getByRole("status")).toHaveTextContent("Copied to your clipboard.");
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (files.push(blob), "blob:codes");
    URL.revokeObjectURL = () => undefined;
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(clicked.map((a) => a.download)).toEqual(["recovery-codes.txt"]);
    click.mockRestore();
    expect(await files[0]!.text()).toContain(CODES.join("\n"));
    expect(screen.getByRole("status")).toHaveTextContent("Saved as recovery-codes.txt in your downloads.");
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();

    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/me/2fa/totp/confirm")).toHaveLength(2);
  });

  it("tells an admin without a factor that she needs one", async () => {
    stubServer(authStatus(admin), (url) =>
      url === "/api/me/2fa" ? { body: { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: true } } : undefined,
    );
    renderAt("/settings", <TwoFactorSection />);
    expect(await screen.findByText(ADMIN_NEEDS_SECOND_FACTOR)).toBeInTheDocument();
  });

  it("tells a member the club asks it of everyone, when it does", async () => {
    stubServer(authStatus(member), (url) =>
      url === "/api/me/2fa" ? { body: { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: true } } : undefined,
    );
    renderAt("/settings", <TwoFactorSection />);
    expect(await screen.findByText(CLUB_NEEDS_SECOND_FACTOR)).toBeInTheDocument();
  });
});

describe("sessions", () => {
  it("lists her sessions, marks this one, and signs out another or all others", async () => {
    const sessions = [
      {
        id: "this",
        device: "Mac",
        browser: "Safari",
        createdAt: "2026-11-01T10:00:00.000Z",
        lastSeenAt: "2026-11-25T08:00:00.000Z",
        address: "203.0.113.0/24",
        current: true,
      },
      {
        id: "phone",
        device: "iPhone",
        browser: "Safari",
        createdAt: "2026-11-02T10:00:00.000Z",
        lastSeenAt: "2026-11-20T08:00:00.000Z",
        address: null,
        current: false,
      },
    ];
    const calls = stubServer((url, init) => {
      if (url === "/api/me/sessions" && init?.method !== "DELETE") return { body: { sessions } };
      if (url.startsWith("/api/me/sessions") && init?.method === "DELETE")
        return { body: { message: "The session has been signed out." } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderAt("/settings", <SessionsSection />);
    expect(await screen.findByText(/Safari on Mac/)).toBeInTheDocument();
    expect(screen.getByText(/This device/)).toBeInTheDocument();
    expect(screen.getByText(/Network 203\.0\.113\.0\/24/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
    expect(await screen.findByRole("status")).toHaveTextContent("The session has been signed out.");
    await user.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    const deletes = calls.filter((c) => c.init?.method === "DELETE").map((c) => c.url);
    expect(deletes).toEqual(["/api/me/sessions/phone", "/api/me/sessions"]);
  });
});
