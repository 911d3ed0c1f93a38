import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { DRAFT_COLOR } from "../lib/local-drafts.ts";
import { SchedulePage } from "./SchedulePage.tsx";

const routes = (
  <Routes>
    <Route path="/activities-member" element={<SchedulePage />} />
    <Route path="/no-permission" element={<p>no permission page</p>} />
  </Routes>
);

describe("the Schedule page", () => {
  it("creates an untitled, light red local draft and lists it in the side panel, without calling the server", async () => {
    const calls = stubServer(authStatus(member));
    const user = userEvent.setup();
    renderAt("/activities-member", routes);
    expect(screen.getByRole("heading", { name: "Schedule", level: 1 })).toBeInTheDocument();
    const panel = screen.getByRole("complementary", { name: "Drafts" });
    expect(within(panel).getByText(/No drafts yet/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create Event" }));
    const inCalendar = within(screen.getByRole("region", { name: "Calendar" })).getByText("Untitled Event");
    expect(inCalendar).toHaveStyle({ background: DRAFT_COLOR });
    expect(within(panel).getByText("Untitled Event", { selector: ".schedule-draft__title" })).toBeInTheDocument();
    expect(calls.every((call) => call.url === "/auth-status")).toBe(true);

    await user.click(within(panel).getByRole("button", { name: "Discard Untitled Event" }));
    expect(screen.queryByText("Untitled Event")).not.toBeInTheDocument();
  });

  it("sends an unauthenticated visitor to /no-permission from the side panel", async () => {
    stubServer(authStatus(null));
    renderAt("/activities-member", routes);
    expect(await screen.findByText("no permission page")).toBeInTheDocument();
  });
});
