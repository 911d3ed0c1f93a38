import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { publicConfig, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { InviteDialog } from "./InviteDialog.tsx";

const event = sampleEvent({ title: "Spring Tea", slug: "spring-tea" });
const NOT_SENT =
  "1 member invited. No mail server is set up, so no email was sent. Copy the event's link and send it yourself.";

function club(mailConfigured: boolean, message: string) {
  return stubServer(publicConfig({ mailConfigured }), (url, init) => {
    if (url.startsWith("/api/members?")) return { body: [{ user_id: 12, name: "Hedy Lamarr", type: "Standard" }] };
    if (url === "/api/events/invite" && init?.method === "POST") return { body: { ok: true, message, invited: [12] } };
    return undefined;
  });
}

async function inviteHedy() {
  const user = userEvent.setup();
  renderAt(`/events/${event.slug}`, <InviteDialog event={event} onClose={() => {}} />);
  await user.type(screen.getByLabelText("Search members by name or email"), "Hedy");
  await user.click(await screen.findByRole("checkbox", { name: /Hedy Lamarr/ }));
  await user.click(screen.getByRole("button", { name: "Send Invite" }));
}

describe("inviting members to an event", () => {
  it("with a mail server, promises each member her link by email and offers no link to copy", async () => {
    club(true, "1 invitation sent.");
    await inviteHedy();
    expect(await screen.findByText("1 invitation sent.")).toBeInTheDocument();
    expect(screen.getByText("Each member receives a personal link to join “Spring Tea”.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();
  });

  it("with no mail server, says nobody is emailed and gives the event's link to copy", async () => {
    club(false, NOT_SENT);
    await inviteHedy();
    expect(
      screen.getByText(
        "No mail server is set up, so nobody is emailed: once they are invited, copy the link to “Spring Tea” and send it to them yourself.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.getByLabelText("Link to the event")).toHaveTextContent(`${window.location.origin}/events/spring-tea`);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
  });
});
