import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { InviteMemberForm } from "./InviteMemberForm.tsx";

describe("inviting a member directly", () => {
  it("sends the email and type, then confirms", async () => {
    const calls = stubServer((url, init) =>
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
  });

  it("refuses an invalid email without calling the server", async () => {
    const calls = stubServer(() => undefined);
    const user = userEvent.setup();
    renderAt("/users", <InviteMemberForm />);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(screen.getByText("Invalid email format.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
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
