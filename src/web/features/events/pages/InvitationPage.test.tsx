import { act, screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { InvitationPage } from "./InvitationPage.tsx";

function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = (
  <Routes>
    <Route path="/events/invite/:token" element={<InvitationPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);
const invitation = (status: number, body: unknown) => (url: string) =>
  url === "/api/events/invite/secret-token" ? { status, body } : undefined;

afterEach(() => {
  vi.useRealTimers();
});

describe("accepting an event invitation", () => {
  it("processes, says it joined, and shows the event after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const event = { id: "ev-1", title: "Spring Tea", slug: "spring-tea" };
    stubServer(invitation(200, { ...event, event, status: "joined" }));
    renderAt("/events/invite/secret-token", routes);
    expect(screen.getByText("Processing your invitation...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Joined 'Spring Tea' successfully!" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByText("at /events/ev-1")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText("at /events/ev-1")).toBeInTheDocument();
  });

  it("says when the event was full and she waits, with her place", async () => {
    const event = { id: "ev-1", title: "Spring Tea", slug: "spring-tea" };
    stubServer(invitation(200, { ...event, event, status: "waitlisted", position: 3 }));
    renderAt("/events/invite/secret-token", routes);
    expect(
      await screen.findByRole("heading", { name: "'Spring Tea' is full: you are number 3 on the waitlist." }),
    ).toBeInTheDocument();
  });

  it('says "Invalid or expired invitation" for a refused token, with a way back to the events', async () => {
    stubServer(
      invitation(404, {
        error: "Invalid or expired invitation",
        message: "Invalid or expired invitation",
        code: "not_found",
      }),
    );
    renderAt("/events/invite/secret-token", routes);
    expect(await screen.findByRole("heading", { name: "Oops!" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid or expired invitation");
    expect(screen.getByRole("link", { name: "Back to Events" })).toHaveAttribute("href", "/calendar");
  });

  it('says "Failed to accept invitation." when the server fails', async () => {
    stubServer(invitation(500, { error: "Something went wrong.", message: "Something went wrong.", code: "internal" }));
    renderAt("/events/invite/secret-token", routes);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to accept invitation.");
  });
});
