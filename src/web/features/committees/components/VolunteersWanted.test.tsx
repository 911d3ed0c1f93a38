import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { VolunteersWanted } from "./VolunteersWanted.tsx";

const slots = {
  slots: [
    { id: 1, role: "Greeter", count: 2, taken: 1, volunteers: [{ user_id: 7, name: "Ada Lovelace" }], mine: true },
    { id: 2, role: "Coat check", count: 1, taken: 0, volunteers: [], mine: false },
  ],
  may_take: true,
  may_manage: true,
};
const answer = (url: string) => (url.endsWith("/volunteer-slots") ? { body: slots } : undefined);

describe("Volunteers wanted", () => {
  it("offers taking, giving back and asking before the event", async () => {
    stubServer(answer);
    renderAt("/events/e1", <VolunteersWanted eventId="e1" />);
    const region = await screen.findByRole("region", { name: "Volunteers wanted" });
    expect(within(region).getByRole("button", { name: "Take this slot: Coat check" })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Give it back" })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Ask for volunteers" })).toBeInTheDocument();
  });

  it("once the event has ended, keeps the slots as a record: nothing to take, give back or ask for", async () => {
    stubServer(answer);
    renderAt("/events/e1", <VolunteersWanted eventId="e1" closed />);
    const region = await screen.findByRole("region", { name: "Volunteers wanted" });
    expect(within(region).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(region).getByText("You took this slot.")).toBeInTheDocument();
    expect(within(region).queryByRole("button")).not.toBeInTheDocument();
  });
});
