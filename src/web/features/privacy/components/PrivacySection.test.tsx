import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { PRIVACY_KINDS } from "../../../../shared/privacy.ts";
import { PrivacySection } from "./PrivacySection.tsx";

const summary = (status: string) => ({
  counts: { ...Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, 0])), photos: 3, photoTags: 2, comments: 12 },
  export: { status, requested_at: null },
  closing: null,
  has_second_factor: false,
});

describe("Settings → Privacy", () => {
  it("lists what the club holds about her, and prepares her archive when she asks", async () => {
    let status = "none";
    const calls = stubServer(authStatus(member), (url, init) => {
      if (url === "/api/me/privacy") return { body: summary(status) };
      if (url === "/api/me/export" && init?.method === "POST") {
        status = "pending";
        return { status: 202, body: { status } };
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderAt("/settings", <PrivacySection />);
    const photos = (await screen.findByText("Photos you uploaded")).closest("div")!;
    expect(within(photos).getByText("3")).toBeInTheDocument();
    const tagged = screen.getByText("Photos you are tagged in").closest("div")!;
    expect(within(tagged).getByText("2")).toBeInTheDocument();
    expect(screen.getByText("Emails sent to you")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export my data" }));
    expect(await screen.findByText("We are preparing your archive…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export my data" })).toBeDisabled();
    expect(calls.filter((c) => c.url === "/api/me/export")).toHaveLength(1);
  });

  it("closes her account only with her password and her choices, in a dialog she may leave", async () => {
    const calls = stubServer(authStatus(member), (url, init) => {
      if (url === "/api/me/privacy") return { body: summary("none") };
      if (url === "/api/me/close" && init?.method === "POST")
        return {
          status: 400,
          body: { error: "Your password is not right.", message: "Your password is not right.", code: "bad_request" },
        };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderAt("/settings", <PrivacySection />);
    await user.click(await screen.findByRole("button", { name: "Close my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Close your account" });
    const confirm = within(dialog).getByRole("button", { name: "Close my account" });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: "Delete my comments" }));
    await user.type(within(dialog).getByLabelText("Your password"), "wrong one");
    await user.click(confirm);
    expect(await within(dialog).findByText("Your password is not right.")).toBeInTheDocument();
    const sent = JSON.parse(String(calls.find((c) => c.url === "/api/me/close")!.init!.body));
    expect(sent).toEqual({ password: "wrong one", comments: "delete", leave_event_photos: true });
    // Escape (the native dialog's cancel) is proven in Chromium: e2e/privacy.spec.ts.
    await user.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
