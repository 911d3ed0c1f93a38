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

describe("the month view of /calendar", { timeout: 20_000 }, () => {
  it("is a toggle beside the list, opening on this month", async () => {
    stubServer(authStatus(member), events([]));
    const user = userEvent.setup();
    renderAt("/calendar", <EventsPage />);
    await user.click(screen.getByRole("button", { name: "Month" }));
    expect(screen.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    const today = within(await screen.findByRole("grid")).getByRole("gridcell", { current: "date" });
    expect(today).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "This month" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "List" }));
    expect(screen.getByRole("tablist")).toBeInTheDocument();
  });

  it("shows the events on their days, and moves the active day with the keys, turning the month at its edge", async () => {
    stubServer(
      authStatus(member),
      events([
        sampleEvent({ id: "1", slug: "salon-1", title: "Salon one", event_date: "2031-01-14", end_date: "2031-01-14" }),
        sampleEvent({ id: "2", slug: "salon-2", title: "Salon two", event_date: "2031-02-04", end_date: "2031-02-04" }),
      ]),
    );
    const user = userEvent.setup();
    renderAt("/calendar?view=month&month=2031-01", <EventsPage />);
    const grid = await screen.findByRole("grid", { name: "January 2031" });
    expect(within(grid).getByRole("link", { name: /Salon one/ })).toHaveAttribute("href", "/events/salon-1");
    const first = within(grid).getByRole("gridcell", { selected: true });
    expect(first).toHaveAttribute("data-day", "2031-01-01");
    first.focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowLeft}");
    expect(document.activeElement).toHaveAttribute("data-day", "2031-01-14");
    expect(screen.getByRole("region", { name: "On Tuesday, January 14, 2031" })).toHaveTextContent("Salon one");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    const february = screen.getByRole("grid", { name: "February 2031" });
    expect(document.activeElement).toHaveAttribute("data-day", "2031-02-04");
    expect(within(february).getByRole("link", { name: /Salon two/ })).toBeInTheDocument();
    await user.keyboard("{PageUp}");
    expect(document.activeElement).toHaveAttribute("data-day", "2031-01-04");
  });
});
