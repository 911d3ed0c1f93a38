import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStatus, member, renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { EventPage } from "./EventPage.tsx";

vi.mock("../../comments/index.ts", () => ({
  CommentsWidget: ({ commentableId }: { commentableId: string }) => <p>comments of {commentableId}</p>,
}));

function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = (
  <Routes>
    <Route path="/events/:id" element={<EventPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);
const eventAnswer = (status: number, body: unknown) => (url: string) =>
  url.startsWith("/api/events/spring-tea") ? { status, body } : undefined;
const error = (message: string, code: string) => ({ error: message, message, code });

/** The page reads the clock once to tell whether the event has ended: the sample event is then weeks ahead. */
const clockAt = (iso: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
beforeEach(() => clockAt("2026-05-01T12:00:00Z"));
afterEach(() => vi.useRealTimers());

describe("the event page", { timeout: 20_000 }, () => {
  it('says "Event not found" on a 404, then goes to /calendar', async () => {
    stubServer(authStatus(member), eventAnswer(404, error("Event not found", "not_found")));
    renderAt("/events/spring-tea", routes);
    expect(await screen.findByRole("heading", { name: "Event not found" })).toBeInTheDocument();
    expect(await screen.findByText("at /calendar", {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says "Failed to load event" on any other failure, and stays', async () => {
    stubServer(authStatus(member), eventAnswer(500, error("Something went wrong.", "internal")));
    renderAt("/events/spring-tea", routes);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load event");
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
  });

  it("shows the details in US long format and 12-hour times, without the organiser's buttons for others", async () => {
    stubServer(
      authStatus(member),
      eventAnswer(200, sampleEvent({ participants: [{ user_id: member.user_id, name: member.name, guests: [] }] })),
    );
    renderAt("/events/spring-tea", routes);
    expect(await screen.findByRole("heading", { level: 1, name: "Spring Tea" })).toBeInTheDocument();
    expect(screen.getByText("Wednesday, May 20, 2026")).toBeInTheDocument();
    expect(screen.getByText(/4:00 – 6:00 PM/)).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toHaveTextContent("Ada Lovelace (You)");
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/events/${sampleEvent().id}/ics`,
    );
    for (const name of ["Edit Details", "Delete Event"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Draft Announcement Email" })).not.toBeInTheDocument();
  });

  it("gives the organiser Edit Details, Delete Event and Draft Announcement Email", async () => {
    stubServer(
      authStatus(member),
      eventAnswer(200, sampleEvent({ can_edit: true, is_physical: false, virtual_link: null })),
    );
    renderAt("/events/spring-tea", routes);
    expect(await screen.findByText("No link provided")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Draft Announcement Email" })).toHaveAttribute(
      "href",
      `/mail?eventId=${sampleEvent().id}`,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Delete Event" }));
    expect(screen.getByText("This action cannot be undone.")).toBeInTheDocument();
  });

  it("asks, for a date of a series, whether editing or deleting reaches the following dates", async () => {
    const user = userEvent.setup();
    const calls = stubServer(
      authStatus(member),
      eventAnswer(200, sampleEvent({ can_edit: true, series_id: "s1" })),
      (url, init) => (init?.method === "DELETE" ? { body: { ok: true, message: "3 events deleted." } } : undefined),
    );
    renderAt("/events/spring-tea", routes);
    await user.click(await screen.findByRole("button", { name: "Edit Details" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Event" }, { timeout: 5000 });
    expect(within(edit).getByRole("radio", { name: "This event" })).toBeChecked();
    expect(within(edit).getByRole("radio", { name: "This and following events" })).not.toBeChecked();
    await user.click(within(edit).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete Event" }));
    await user.click(screen.getByRole("radio", { name: "This and following events" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete this event?" })).getByRole("button", { name: "Delete Event" }),
    );
    await vi.waitFor(() => expect(calls.some((c) => c.init?.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.init?.method === "DELETE")!.url).toBe(`/api/events/${sampleEvent().id}?scope=following`);
  });

  it("offers Join Event on the first tab, beside the details, and Leave Event once joined", async () => {
    const user = userEvent.setup();
    const joined = sampleEvent({
      is_participant: true,
      participants: [{ user_id: member.user_id, name: member.name, guests: [] }],
    });
    stubServer(
      authStatus(member),
      (url, init) =>
        url.endsWith("/join") && init?.method === "POST" ? { body: { ...joined, status: "joined" } } : undefined,
      eventAnswer(200, sampleEvent()),
    );
    renderAt("/events/spring-tea", routes);
    await screen.findByRole("tab", { name: "Details", selected: true });
    await user.click(screen.getByRole("button", { name: "Join Event" }));
    await user.click(await screen.findByRole("button", { name: "No, thanks" }));
    expect(screen.getByRole("tab", { name: "Details", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave Event" })).toHaveFocus();
  });

  it("joins, then offers the confirmation email", async () => {
    const user = userEvent.setup();
    const joined = sampleEvent({
      is_participant: true,
      participants: [{ user_id: member.user_id, name: member.name, guests: [] }],
    });
    const calls = stubServer(
      authStatus(member),
      (url, init) =>
        url.endsWith("/join") && init?.method === "POST" ? { body: { ...joined, status: "joined" } } : undefined,
      (url) =>
        url === "/api/events/send-confirmation"
          ? { body: { ok: true, message: "Confirmation email sent." } }
          : undefined,
      eventAnswer(200, sampleEvent()),
    );
    renderAt("/events/spring-tea?tab=participation", routes);
    expect(await screen.findByText("No participants yet. Be the first to join!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Join Event" }));
    await user.click(await screen.findByRole("button", { name: "Send Confirmation Email" }));
    expect(await screen.findByText("Confirmation email sent.")).toBeInTheDocument();
    const sent = calls.find((c) => c.url === "/api/events/send-confirmation")!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({ eventId: joined.id, userId: member.user_id });
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByRole("button", { name: "Leave Event" })).toHaveFocus();
  });

  it("joins a full event's waitlist with guests' names, then shows her place and Leave the Waitlist", async () => {
    const user = userEvent.setup();
    const full = sampleEvent({
      capacity: 2,
      seats_left: 0,
      guests_max: 2,
      participants: [{ user_id: 9, name: "Ada Lovelace", guests: ["Charles Babbage"] }],
    });
    const waiting = { ...full, waitlist_position: 1, waitlist_count: 1 };
    const calls = stubServer(
      authStatus(member),
      (url, init) =>
        url.endsWith("/join") && init?.method === "POST"
          ? { body: { ...waiting, status: "waitlisted", position: 1 } }
          : undefined,
      eventAnswer(200, full),
    );
    renderAt("/events/spring-tea?tab=participation", routes);
    expect(await screen.findByText("Charles Babbage")).toBeInTheDocument();
    expect(screen.getByText("2 of 2 seats taken · none left for you")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Join the Waitlist" }));
    const dialog = await screen.findByRole("dialog", { name: "Join the waitlist" });
    await user.click(within(dialog).getByRole("button", { name: "Add a Guest" }));
    await user.click(within(dialog).getByRole("button", { name: "Join the Waitlist" }));
    expect(within(dialog).getByLabelText("Guest 1's name")).toHaveAccessibleDescription("Give each guest's name.");
    await user.type(within(dialog).getByLabelText("Guest 1's name"), "Grace Hopper");
    await user.click(within(dialog).getByRole("button", { name: "Join the Waitlist" }));
    expect(await screen.findByText(/You are number 1 on the waitlist\./)).toBeInTheDocument();
    const join = calls.find((c) => c.url.endsWith("/join"))!;
    expect(JSON.parse(String(join.init!.body))).toEqual({ guests: ["Grace Hopper"] });
    expect(screen.getByRole("button", { name: "Leave the Waitlist" })).toBeInTheDocument();
  });

  it("says replies have closed and offers neither join nor leave", async () => {
    stubServer(
      authStatus(member),
      eventAnswer(200, sampleEvent({ rsvp_deadline: "2026-05-19T12:00", replies_closed: true })),
    );
    renderAt("/events/spring-tea?tab=participation", routes);
    expect(await screen.findByText("Replies have closed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join Event" })).not.toBeInTheDocument();
  });

  it("offers neither Join Event nor Ask for volunteers once the event has ended, and says it has", async () => {
    const slots = (url: string) =>
      url.endsWith("/volunteer-slots") ? { body: { slots: [], may_take: true, may_manage: true } } : undefined;
    const organiserSees = async () => {
      stubServer(authStatus(member), slots, eventAnswer(200, sampleEvent({ can_edit: true })));
      const page = renderAt("/events/spring-tea", routes);
      await screen.findByRole("heading", { level: 1, name: "Spring Tea" });
      const asks = await screen.findByRole("button", { name: "Ask for volunteers" }).catch(() => null);
      const seen = {
        join: screen.queryByRole("button", { name: "Join Event" }) !== null,
        asks: asks !== null,
        ended: screen.queryByText("This event has ended.") !== null,
      };
      page.unmount();
      return seen;
    };
    expect(await organiserSees()).toEqual({ join: true, asks: true, ended: false });
    clockAt("2026-05-20T22:00:00Z");
    expect(await organiserSees()).toEqual({ join: false, asks: false, ended: true });
  });

  it("offers a participant neither Leave Event nor Invite Member(s) once the event has ended", async () => {
    const participantSees = async () => {
      stubServer(authStatus(member), eventAnswer(200, sampleEvent({ is_participant: true, can_join: false })));
      const page = renderAt("/events/spring-tea?tab=participation", routes);
      await screen.findByRole("heading", { level: 1, name: "Spring Tea" });
      const leave = await screen.findByRole("button", { name: "Leave Event" }).catch(() => null);
      const seen = {
        leave: leave !== null,
        invite: screen.queryByRole("button", { name: "Invite Member(s)" }) !== null,
      };
      page.unmount();
      return seen;
    };
    expect(await participantSees()).toEqual({ leave: true, invite: true });
    clockAt("2026-05-20T22:00:00Z");
    expect(await participantSees()).toEqual({ leave: false, invite: false });
  });

  it("offers no Ask for volunteers on a cancelled event", async () => {
    const slots = (url: string) =>
      url.endsWith("/volunteer-slots") ? { body: { slots: [], may_take: true, may_manage: true } } : undefined;
    const organiserAsks = async (cancelled_at: string | null) => {
      stubServer(authStatus(member), slots, eventAnswer(200, sampleEvent({ can_edit: true, cancelled_at })));
      const page = renderAt("/events/spring-tea", routes);
      await screen.findByRole("heading", { level: 1, name: "Spring Tea" });
      const asks = await screen.findByRole("button", { name: "Ask for volunteers" }).catch(() => null);
      page.unmount();
      return asks !== null;
    };
    expect(await organiserAsks(null)).toBe(true);
    expect(await organiserAsks("2026-05-01T10:00:00.000Z")).toBe(false);
  });

  it("lets the organiser cancel with a reason, then shows the Cancelled banner with it", async () => {
    const user = userEvent.setup();
    const event = sampleEvent({ can_edit: true });
    const cancelled = { ...event, cancelled_at: "2026-05-01T10:00:00.000Z", cancel_reason: "The garden flooded." };
    const calls = stubServer(
      authStatus(member),
      (url, init) => (url.endsWith("/cancel") && init?.method === "POST" ? { body: cancelled } : undefined),
      eventAnswer(200, event),
    );
    renderAt("/events/spring-tea", routes);
    await user.click(await screen.findByRole("button", { name: "Cancel Event" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this event?" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "The garden flooded.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel Event" }));
    const banner = await screen.findByRole("region", { name: "Cancelled" });
    expect(banner).toHaveTextContent("The garden flooded.");
    const sent = calls.find((c) => c.url.endsWith("/cancel"))!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({ reason: "The garden flooded." });
    expect(screen.queryByRole("button", { name: "Cancel Event" })).not.toBeInTheDocument();
  });

  it("links a physical event's address to an OpenStreetMap search, and no map when there is no address", async () => {
    stubServer(authStatus(member), eventAnswer(200, sampleEvent()));
    renderAt("/events/spring-tea", routes);
    const link = await screen.findByRole("link", { name: /Open in OpenStreetMap/ });
    expect(link).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/search?query=1%20Park%20Avenue%2C%20New%20York%2C%20New%20York%2010016%2C%20United%20States",
    );
    expect(link).toHaveAttribute("rel", "noreferrer noopener");
  });
});
