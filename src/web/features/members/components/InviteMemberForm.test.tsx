import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { InviteMemberForm } from "./InviteMemberForm.tsx";

const NOT_SENT =
  "ada@example.com is invited. No mail server is set up, so no email was sent. Copy the link and send it yourself.";
const LINK = "https://club.test/register/fresh-token";

describe("inviting a member directly", () => {
  it("sends the email and type, then confirms", async () => {
    const calls = stubServer(publicConfig({ mailConfigured: true }), (url, init) =>
      url === "/api/admin/invitations" && init?.method === "POST"
        ? { status: 201, body: { message: "An invitation has been sent to ada@example.com." } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt("/users", <InviteMemberForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.selectOptions(screen.getByLabelText("Member type"), "Founding");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByRole("status")).toHaveTextContent("An invitation has been sent to ada@example.com.");
    expect(JSON.parse(String(calls.find((c) => c.url === "/api/admin/invitations")!.init!.body))).toEqual({
      email: "ada@example.com",
      type: "Founding",
    });
    expect(screen.queryByRole("button", { name: "Get the link" })).not.toBeInTheDocument();
  });

  it("with no mail server, says no email was sent and gives the registration link to copy", async () => {
    const calls = stubServer(publicConfig({ mailConfigured: false }), (url, init) => {
      if (url === "/api/admin/invitations" && init?.method === "POST")
        return { status: 201, body: { message: NOT_SENT } };
      if (url === "/api/admin/invitations/link" && init?.method === "POST")
        return { body: { link: LINK, message: "A new registration link for ada@example.com." } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt("/users", <InviteMemberForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/admin/invitations/link")).toBe(false);

    await user.click(await screen.findByRole("button", { name: "Get the link" }));
    expect(await screen.findByLabelText("Registration link for ada@example.com")).toHaveTextContent(LINK);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Get the link" })).not.toBeInTheDocument();
    const made = calls.filter((c) => c.url === "/api/admin/invitations/link");
    expect(made).toHaveLength(1);
    expect(JSON.parse(String(made[0]!.init!.body))).toEqual({ email: "ada@example.com" });
  });

  it("refuses an invalid email without calling the server", async () => {
    const calls = stubServer(() => undefined);
    const user = userEvent.setup();
    renderAt("/users", <InviteMemberForm />);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(screen.getByText("Invalid email format.")).toBeInTheDocument();
    expect(calls.filter((c) => c.url !== "/api/config")).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    stubServer((url) =>
      url === "/api/admin/invitations"
        ? {
            status: 409,
            body: {
              error: "This person is already a member.",
              message: "This person is already a member.",
              code: "conflict",
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt("/users", <InviteMemberForm />);
    await user.type(screen.getByLabelText("Email"), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This person is already a member.");
  });
});
