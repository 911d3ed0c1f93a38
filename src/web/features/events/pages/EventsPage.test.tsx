import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { EventsPage } from "./EventsPage.tsx";

const standard = (url: string) =>
  url === "/auth-status"
    ? { body: { authenticated: true, user: { ...member, type: "Standard" }, mustChangePassword: false } }
    : undefined;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const events = (list: unknown[]) => (url: string, init: RequestInit | undefined) =>
  url === "/api/events" && (init?.method ?? "GET") === "GET" ? { body: list } : undefined;

describe("the events list", { timeout: 20_000 }, () => {
  it("shows the cards, links them by slug and finds them by title whatever the case", async () => {
    stubServer(
      authStatus(member),
      events([
        sampleEvent({
          id: "1",
          slug: "wine-evening",
          title: "Wine Evening",
          description: "x".repeat(130),
          starts_at: future(3),
          ends_at: future(3.1),
        }),
        sampleEvent({ id: "2", slug: "spring-tea", title: "Spring Tea", starts_at: future(1), ends_at: future(1.1) }),
      ]),
    );
    renderAt("/calendar", <EventsPage />);
    const grid = await screen.findByRole("list", { name: "Events" });
    const links = within(grid).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/events/spring-tea", "/events/wine-evening"]);
    expect(within(grid).getByText(`${"x".repeat(120)}…`)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText("Search events"), "WINE");
    expect(within(screen.getByRole("list", { name: "Events" })).getAllByRole("link")).toHaveLength(1);
  });

  it("offers Create Event to a Founding member", async () => {
    stubServer(authStatus(member), events([]));
    renderAt("/calendar", <EventsPage />);
    expect(await screen.findByRole("button", { name: "Create Event" })).toBeInTheDocument();
    expect(await screen.findByText(/Choose Create Event to plan the first gathering/)).toBeInTheDocument();
    expect(screen.queryByText(/Events are created by/)).not.toBeInTheDocument();
  });

  it("hides Create Event from a Standard member, and says what to expect when empty", async () => {
    stubServer(standard, events([]));
    renderAt("/calendar", <EventsPage />);
    expect(await screen.findByText(/New gatherings appear here/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Event" })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Events are created by Founding members and Travel Hosts; as a Standard member you are welcome at every one.",
      ),
    ).toBeInTheDocument();
  });
});
