import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { CalendarFeedSection } from "./CalendarFeedSection.tsx";

const feed = (body: object) => (url: string, init: RequestInit | undefined) =>
  url === "/api/me/calendar-feed" && (init?.method ?? "GET") === "GET" ? { body } : undefined;

describe("the calendar feed in Settings", () => {
  it("makes a link and shows it once", async () => {
    stubServer(feed({ url: null, active: false, created_at: null }), (url, init) =>
      url === "/api/me/calendar-feed" && init?.method === "POST"
        ? {
            body: {
              url: "https://club.example/api/calendar/secret123.ics",
              active: true,
              created_at: "2026-11-22T00:00:00.000Z",
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt("/settings", <CalendarFeedSection />);
    await user.click(await screen.findByRole("button", { name: "Create my calendar link" }));
    expect(await screen.findByLabelText("Your calendar link (shown once)")).toHaveValue(
      "https://club.example/api/calendar/secret123.ics",
    );
    expect(screen.getByRole("button", { name: "Turn the feed off" })).toBeInTheDocument();
  });

  it("says an existing feed is on without its link, and turns it off", async () => {
    const calls = stubServer(feed({ url: null, active: true, created_at: "2026-11-01T00:00:00.000Z" }), (url, init) =>
      url === "/api/me/calendar-feed" && init?.method === "DELETE"
        ? { body: { url: null, active: false, created_at: null } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt("/settings", <CalendarFeedSection />);
    expect(await screen.findByText(/Your feed is on/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Turn the feed off" }));
    expect(await screen.findByRole("button", { name: "Create my calendar link" })).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === "DELETE")).toBe(true);
  });
});
