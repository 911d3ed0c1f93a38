import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { DRAFT_COLOR } from "../lib/local-drafts.ts";
import { SchedulePage } from "./SchedulePage.tsx";

const routes = (
  <Routes>
    <Route path="/activities-member" element={<SchedulePage />} />
    <Route path="/no-permission" element={<p>no permission page</p>} />
  </Routes>
);
const events = (list: unknown[]) => (url: string) => (url.startsWith("/api/events?") ? { body: list } : undefined);

describe("the Schedule page", () => {
  it("creates an untitled, light red local draft and lists it in the side panel, without writing to the server", async () => {
    const calls = stubServer(authStatus(member), events([]));
    const user = userEvent.setup();
    renderAt("/activities-member", routes);
    expect(screen.getByRole("heading", { name: "Schedule", level: 1 })).toBeInTheDocument();
    const panel = screen.getByRole("complementary", { name: "Drafts" });
    expect(within(panel).getByText(/No drafts yet/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create Event" }));
    // The month view is a lazy chunk: the first test of the file waits for its first import.
    const inCalendar = await within(await screen.findByRole("grid", {}, { timeout: 5000 })).findByText(
      "Untitled Event",
    );
    expect(inCalendar.closest(".month__item")).toHaveStyle({ "--event-color": DRAFT_COLOR });
    expect(within(panel).getByText("Untitled Event", { selector: ".schedule-draft__title" })).toBeInTheDocument();
    expect(calls.every((call) => (call.init?.method ?? "GET") === "GET")).toBe(true);

    await user.click(within(panel).getByRole("button", { name: "Discard Untitled Event" }));
    expect(screen.queryByText("Untitled Event")).not.toBeInTheDocument();
    // Longer than the wait for the month's chunk above, which on a busy machine is most of the default 5 s.
  }, 15_000);

  it("shows the club's events of the month's weeks in their colours, and turns the months", async () => {
    const calls = stubServer(
      authStatus(member),
      events([
        sampleEvent({
          id: "1",
          slug: "tuesday-salon",
          title: "Tuesday salon",
          event_date: "2031-01-14",
          end_date: "2031-01-14",
          color: "#aa3366",
        }),
        sampleEvent({
          id: "2",
          slug: "february-ball",
          title: "February ball",
          event_date: "2031-02-07",
          end_date: "2031-02-07",
        }),
      ]),
    );
    const user = userEvent.setup();
    renderAt("/activities-member?month=2031-01", routes);
    const grid = await screen.findByRole("grid", { name: "January 2031" });
    const salon = await within(grid).findByRole("link", { name: /Tuesday salon/ });
    expect(salon).toHaveAttribute("href", "/events/tuesday-salon");
    expect(salon).toHaveStyle({ "--event-color": "#aa3366" });
    expect(within(grid).queryByText(/February ball/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next month" }));
    const february = screen.getByRole("grid", { name: "February 2031" });
    expect(within(february).getByRole("link", { name: /February ball/ })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain("/api/events?from=2030-12-29&to=2031-02-02");
  });

  it("sends an unauthenticated visitor to /no-permission from the side panel", async () => {
    stubServer(authStatus(null));
    renderAt("/activities-member", routes);
    expect(await screen.findByText("no permission page")).toBeInTheDocument();
  });
});
