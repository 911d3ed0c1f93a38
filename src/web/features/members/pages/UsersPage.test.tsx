import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ManagedUser } from "../../../../shared/members.ts";
import { admin, authStatus, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { UsersPage } from "./UsersPage.tsx";

const USERS: ManagedUser[] = [
  {
    user_id: 1,
    name: "Grace Hopper",
    email: "grace@example.com",
    type: "Founding",
    admin: true,
    active: true,
    joined_at: "2026-01-02T10:00:00.000Z",
  },
  {
    user_id: 7,
    name: "Ada Lovelace",
    email: "ada@example.com",
    type: "Standard",
    admin: false,
    active: true,
    joined_at: "2026-03-04T10:00:00.000Z",
  },
];
const list = (url: string) => (url === "/api/users" ? { body: USERS } : undefined);
const changes = (url: string, init: RequestInit | undefined) =>
  url.startsWith("/api/users/7/") && init?.method === "PUT"
    ? url.endsWith("reset-password-to-temp")
      ? { body: { temporaryPassword: "Tq7-vLp2-Xk9m", message: "The temporary password is Tq7-vLp2-Xk9m." } }
      : { body: { message: "Changed." } }
    : undefined;
const securitySettings =
  (on = false) =>
  (url: string, init: RequestInit | undefined) =>
    url === "/api/admin/security-settings"
      ? {
          body:
            init?.method === "PUT"
              ? { ...(JSON.parse(String(init.body)) as object), message: "Security settings saved." }
              : { requireSecondFactorForAll: on },
        }
      : undefined;
const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(name) }).closest("tr")!;

describe("user management", () => {
  it("lists the members in the User Management table", async () => {
    stubServer(authStatus(admin), list);
    renderAt("/users", <UsersPage />);
    expect(screen.getByRole("heading", { name: "User Management", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("columnheader", { name: "Member type" })).toBeInTheDocument();
    for (const column of ["Name", "Email", "Actions"])
      expect(screen.getByRole("columnheader", { name: column })).toBeInTheDocument();
    const ada = within(rowOf("Ada Lovelace"));
    expect(rowOf("Ada Lovelace").querySelector(".users__email")).toHaveTextContent("ada@example.com");
    expect(ada.getByRole("combobox", { name: "Member type of Ada Lovelace" })).toHaveValue("Standard");
    // The admin's own row, once the auth status (checked with a schema loaded alongside the call) says who she is.
    await waitFor(() =>
      expect(within(rowOf("Grace Hopper")).getByRole("button", { name: /Remove admin/ })).toBeDisabled(),
    );
  });

  it("signs a member out everywhere", async () => {
    const calls = stubServer(authStatus(admin), list, (url, init) =>
      url === "/api/users/7/sessions" && init?.method === "DELETE"
        ? { body: { message: "The member has been signed out everywhere." } }
        : undefined,
    );
    renderAt("/users", <UsersPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Sign Ada Lovelace out everywhere" }));
    expect(await screen.findByText("The member has been signed out everywhere.")).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/users/7/sessions")).toHaveLength(1);
    await waitFor(() =>
      expect(within(rowOf("Grace Hopper")).getByRole("button", { name: /out everywhere/ })).toBeDisabled(),
    );
  });

  it("changes a member's privilege", async () => {
    const calls = stubServer(authStatus(admin), list, changes);
    renderAt("/users", <UsersPage />);
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Member type of Ada Lovelace" }),
      "Travel Host",
    );
    expect(await screen.findByText("Changed.")).toBeInTheDocument();
    const put = calls.find((c) => c.url === "/api/users/7/privilege")!;
    expect(JSON.parse(String(put.init!.body))).toEqual({ type: "Travel Host" });
    expect(screen.getByRole("combobox", { name: "Member type of Ada Lovelace" })).toHaveValue("Travel Host");
  });

  it("resets a password after confirmation and shows the temporary password once", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubServer(authStatus(admin), list, changes);
    renderAt("/users", <UsersPage />);
    await user.click(await screen.findByRole("button", { name: "Reset password of Ada Lovelace" }));
    expect(calls.some((c) => c.url.endsWith("reset-password-to-temp"))).toBe(false);
    await user.click(
      within(screen.getByRole("dialog", { name: "Reset password" })).getByRole("button", { name: "Reset password" }),
    );
    const shown = await screen.findByRole("dialog", { name: "Temporary password" });
    expect(within(shown).getByText("Tq7-vLp2-Xk9m")).toBeInTheDocument();
    expect(within(shown).getByRole("button", { name: "Copy" })).toBeInTheDocument();
    await user.click(within(shown).getByRole("button", { name: "Done" }));
    expect(screen.queryByText("Tq7-vLp2-Xk9m")).not.toBeInTheDocument();
  });

  it("grants the admin flag and deactivates after confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubServer(authStatus(admin), list, changes);
    renderAt("/users", <UsersPage />);
    await user.click(await screen.findByRole("button", { name: "Make admin: Ada Lovelace" }));
    expect(await screen.findByRole("button", { name: "Remove admin: Ada Lovelace" })).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.url === "/api/users/7/admin")!.init!.body))).toEqual({ admin: true });

    await user.click(screen.getByRole("button", { name: "Deactivate Ada Lovelace" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Deactivate member" })).getByRole("button", { name: "Deactivate" }),
    );
    expect(await screen.findByRole("button", { name: "Reactivate Ada Lovelace" })).toBeInTheDocument();
    expect(within(rowOf("Ada Lovelace")).getByText("Deactivated")).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.url === "/api/users/7/active")!.init!.body))).toEqual({
      active: false,
    });
  });

  it("removes a member after a dialog that says what happens to her, and answers in her row", async () => {
    const removed =
      "Member removed: she is signed out, and her account will be erased in 30 days. Reactivating her before then keeps it.";
    const calls = stubServer(authStatus(admin), list, securitySettings(), (url, init) =>
      url === "/api/users/7/remove" && init?.method === "POST" ? { body: { message: removed } } : undefined,
    );
    const removals = () => calls.filter((c) => c.url === "/api/users/7/remove");
    const user = userEvent.setup({ delay: null });
    renderAt("/users", <UsersPage />);
    await user.click(await screen.findByRole("button", { name: "Remove Ada Lovelace" }));
    const dialog = screen.getByRole("dialog", { name: "Remove member" });
    expect(dialog).toHaveTextContent(
      "Ada Lovelace will be signed out and hidden from the club at once. Her account will be erased in 30 days, unless you reactivate her before then; her comments and her photos of the club's events stay, as a former member's.",
    );
    // Cancel leaves her as she was.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(removals()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove Ada Lovelace" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Remove member" })).getByRole("button", { name: "Remove member" }),
    );
    const ada = within(rowOf("Ada Lovelace"));
    expect(await ada.findByRole("status")).toHaveTextContent(removed);
    expect(ada.getByText("Deactivated")).toBeInTheDocument();
    expect(ada.getByRole("button", { name: "Reactivate Ada Lovelace" })).toBeEnabled();
    expect(removals()).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(rowOf("Grace Hopper")).queryByText(removed)).not.toBeInTheDocument();
    // Her own account is closed from Settings → Privacy, not here.
    await waitFor(() =>
      expect(within(rowOf("Grace Hopper")).getByRole("button", { name: "Remove Grace Hopper" })).toBeDisabled(),
    );
  });

  it("shows a refused removal in her row", async () => {
    stubServer(authStatus(admin), list, securitySettings(), (url) =>
      url === "/api/users/7/remove"
        ? { status: 409, body: { error: "This account is already being closed.", message: "x", code: "conflict" } }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderAt("/users", <UsersPage />);
    await user.click(await screen.findByRole("button", { name: "Remove Ada Lovelace" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Remove member" })).getByRole("button", { name: "Remove member" }),
    );
    const ada = within(rowOf("Ada Lovelace"));
    expect(await ada.findByRole("alert")).toHaveTextContent("This account is already being closed.");
    expect(ada.queryByText("Deactivated")).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    stubServer(authStatus(admin), list, securitySettings(), (url) =>
      url === "/api/users/7/admin"
        ? {
            status: 409,
            body: { error: "The club must keep at least one active admin.", message: "x", code: "conflict" },
          }
        : undefined,
    );
    renderAt("/users", <UsersPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Make admin: Ada Lovelace" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The club must keep at least one active admin.");
  });

  it("asks for a fresh proof when the server wants one, then deactivates with the same call", async () => {
    let proven = false;
    const calls = stubServer(authStatus(admin), list, securitySettings(), (url, init) => {
      if (url === "/api/me/2fa") return { body: { totp: true, recoveryCodesLeft: 10, passkeys: 0, required: true } };
      if (url === "/api/me/step-up") {
        proven = (JSON.parse(String(init?.body)) as { code: string }).code === "123456";
        return proven
          ? { body: { message: "Thank you. You may continue." } }
          : { status: 400, body: { error: "That code is not right.", message: "x", code: "bad_request" } };
      }
      if (url === "/api/users/7/active")
        return proven
          ? { body: { message: "Member deactivated." } }
          : {
              status: 403,
              body: {
                error: "Please confirm it is you to continue.",
                message: "x",
                code: "step_up_required",
                methods: ["totp"],
              },
            };
      return undefined;
    });
    renderAt("/users", <UsersPage />);
    await userEvent.click(await screen.findByRole("button", { name: /Deactivate Ada Lovelace/ }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Deactivate member" })).getByRole("button", { name: "Deactivate" }),
    );
    const stepUp = await screen.findByRole("dialog", { name: "Confirm it is you" });
    await userEvent.type(await within(stepUp).findByLabelText("Code"), "000000");
    await userEvent.click(within(stepUp).getByRole("button", { name: "Confirm" }));
    expect(await within(stepUp).findByText("That code is not right.")).toBeInTheDocument();
    await userEvent.clear(within(stepUp).getByLabelText("Code"));
    await userEvent.type(within(stepUp).getByLabelText("Code"), "123456");
    await userEvent.click(within(stepUp).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Member deactivated.")).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/users/7/active")).toHaveLength(2);
    expect(screen.queryByRole("dialog", { name: "Confirm it is you" })).not.toBeInTheDocument();
  });

  it("turns on a second factor for every member", async () => {
    const calls = stubServer(authStatus(admin), list, securitySettings(false));
    renderAt("/users", <UsersPage />);
    const toggle = await screen.findByRole("switch", { name: "Require two factors for all members" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText("Security settings saved.")).toBeInTheDocument();
    expect(toggle).toBeChecked();
    const put = calls.find((c) => c.url === "/api/admin/security-settings" && c.init?.method === "PUT");
    expect(JSON.parse(String(put?.init?.body))).toEqual({ requireSecondFactorForAll: true });
  });

  it("finds members by name or email, sorts them by name, member type or joining, and never cuts an email mid-word", async () => {
    const user = userEvent.setup({ delay: null });
    stubServer(authStatus(admin), list, securitySettings());
    renderAt("/users", <UsersPage />);
    await screen.findByRole("columnheader", { name: "Member type" });
    const names = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(names()).toEqual(["Ada Lovelace", "Grace HopperAdmin"]);
    await user.selectOptions(screen.getByLabelText("Sort by"), "Member type");
    expect(names()).toEqual(["Grace HopperAdmin", "Ada Lovelace"]);
    await user.selectOptions(screen.getByLabelText("Sort by"), "Joined, newest first");
    expect(names()).toEqual(["Ada Lovelace", "Grace HopperAdmin"]);
    await user.type(screen.getByLabelText("Search by name or email"), "GRACE@");
    expect(names()).toEqual(["Grace HopperAdmin"]);
    expect(screen.getByText("1 of 2 members")).toBeInTheDocument();
    // The address may wrap after "@" and before a dot only.
    const email = rowOf("Grace Hopper").querySelector(".email-address")!;
    expect(email.innerHTML).toBe("grace@<span><wbr>example</span><span><wbr>.com</span>");
    await user.clear(screen.getByLabelText("Search by name or email"));
    await user.type(screen.getByLabelText("Search by name or email"), "nobody");
    expect(screen.getByText("No member matches this search.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
