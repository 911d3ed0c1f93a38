import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { EventDialog } from "./EventDialog.tsx";

const seriesAnswer = (url: string, init: RequestInit | undefined) =>
  url === "/api/event-series" && init?.method === "POST"
    ? {
        status: 201,
        body: {
          id: "s1",
          every: "weekly",
          count: 4,
          until: null,
          description: "Every week on Tuesday",
          events: [sampleEvent()],
        },
      }
    : undefined;
const updated = (url: string, init: RequestInit | undefined) =>
  url.startsWith("/api/events/") && init?.method === "PUT" ? { body: sampleEvent({ series_id: "s1" }) } : undefined;
const bodyOf = (calls: { url: string; init: RequestInit | undefined }[], url: string) =>
  JSON.parse(String(calls.find((c) => c.url === url)!.init!.body));

describe("the event dialog's series", { timeout: 20_000 }, () => {
  it("makes a weekly series of four from the Repeat fields, saying its dates", async () => {
    const user = userEvent.setup();
    const calls = stubServer(seriesAnswer);
    const onSaved = vi.fn();
    renderAt("/calendar", <EventDialog mode="create" onClose={() => {}} onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText("Date"), "2031-01-14");
    await user.selectOptions(screen.getByLabelText("Repeats"), "Every week on Tuesday");
    expect(screen.getByRole("option", { name: "Monthly on the second Tuesday" })).toBeInTheDocument();
    expect(screen.getByText(/4 dates, Jan 14, 2031 to Feb 4, 2031/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Number of times"));
    await user.type(screen.getByLabelText("Number of times"), "105");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(screen.getByLabelText("Number of times")).toHaveAccessibleDescription(/104/);
    expect(calls.some((c) => c.url === "/api/event-series")).toBe(false);
    await user.clear(screen.getByLabelText("Number of times"));
    await user.type(screen.getByLabelText("Number of times"), "4");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(calls, "/api/event-series")).toMatchObject({
      event_date: "2031-01-14",
      repeat: { every: "weekly", count: 4 },
    });
  });

  it("sends only what changed, with the scope, when the change reaches the following dates", async () => {
    const user = userEvent.setup();
    const calls = stubServer(updated);
    const event = sampleEvent({ series_id: "s1" });
    const onSaved = vi.fn();
    renderAt(
      "/calendar",
      <EventDialog
        mode="edit"
        event={event}
        routeId={event.slug}
        scope="following"
        onClose={() => {}}
        onSaved={onSaved}
      >
        <p>the question</p>
      </EventDialog>,
    );
    expect(screen.getByText("the question")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Autumn Tea");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(calls, `/api/events/${event.id}`)).toEqual({
      title: "Autumn Tea",
      date: event.event_date,
      scope: "following",
    });
  });

  it("sends every field without a scope for this event alone", async () => {
    const user = userEvent.setup();
    const calls = stubServer(updated);
    const event = sampleEvent({ series_id: "s1" });
    const onSaved = vi.fn();
    renderAt(
      "/calendar",
      <EventDialog mode="edit" event={event} routeId={event.slug} scope="this" onClose={() => {}} onSaved={onSaved} />,
    );
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = bodyOf(calls, `/api/events/${event.id}`);
    expect(body.scope).toBeUndefined();
    expect(body).toMatchObject({ title: event.title, description: event.description });
  });
});
