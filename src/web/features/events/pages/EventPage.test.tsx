import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
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
    expect(screen.getByText(/4:00 PM – 6:00 PM/)).toBeInTheDocument();
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
});
