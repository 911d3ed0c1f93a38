import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAt, stubServer } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { EventDialog } from "./EventDialog.tsx";

const created = (url: string, init: RequestInit | undefined) =>
  url === "/api/events" && init?.method === "POST" ? { status: 201, body: sampleEvent() } : undefined;
const step = (name: RegExp) => screen.getByRole("button", { name });

// Rendering the dialog with its country and time-zone lists is slow in jsdom when the whole suite runs at once.
describe("the event dialog", { timeout: 20_000 }, () => {
  it("moves between its two steps with Back, Next and the step headers", async () => {
    const user = userEvent.setup();
    stubServer();
    renderAt("/calendar", <EventDialog mode="create" onClose={() => {}} onSaved={() => {}} />);
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    expect(screen.getByLabelText("Title")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByLabelText("Date")).toBeInTheDocument();
    expect(step(/Date & Location/)).toHaveAttribute("aria-current", "step");
    await user.click(step(/Overview/));
    expect(screen.getByLabelText("Title")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Event" })).toBeInTheDocument();
  });

  it("sends the create dialog's defaults when every field is left empty", async () => {
    const user = userEvent.setup();
    const calls = stubServer(created);
    const onSaved = vi.fn();
    renderAt("/calendar", <EventDialog mode="create" onClose={() => {}} onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.url === "/api/events")!.init!.body));
    expect(body).toMatchObject({
      title: "New Event",
      type: "entertainment",
      exclusivity: "open",
      description: "Default description",
      start_time: "16:00",
      end_time: "21:00",
      color: "#d3d3d3",
      is_physical: true,
      location: "Unset",
      virtual_link: null,
      timezone: null,
    });
    expect(body.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows the end-before-start error beside the end time and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = stubServer(created);
    renderAt("/calendar", <EventDialog mode="create" onClose={() => {}} onSaved={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(screen.getByLabelText("Date"), "2026-06-01");
    await user.type(screen.getByLabelText("Start time"), "20:00");
    await user.type(screen.getByLabelText("End time"), "19:00");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(screen.getByLabelText("End time")).toHaveAccessibleDescription(/The end must be after the start\./);
    expect(calls.some((c) => c.url === "/api/events")).toBe(false);
  });

  it("offers the 50 states as a dropdown in the United States and free text elsewhere", async () => {
    const user = userEvent.setup();
    stubServer();
    renderAt("/calendar", <EventDialog mode="create" onClose={() => {}} onSaved={() => {}} />);
    await user.click(step(/Date & Location/));
    expect(screen.getByLabelText("State").tagName).toBe("INPUT");
    const countries = screen.getByLabelText("Country");
    expect(countries.querySelectorAll("option").length).toBeGreaterThan(190);
    await user.selectOptions(countries, "United States");
    const states = screen.getByLabelText("State");
    expect(states.tagName).toBe("SELECT");
    expect(states.querySelectorAll("option")).toHaveLength(51);
    await user.selectOptions(countries, "Canada");
    expect(screen.getByLabelText("State").tagName).toBe("INPUT");
  });

  it("asks for a link instead of an address for a virtual event", async () => {
    const user = userEvent.setup();
    stubServer();
    renderAt("/calendar", <EventDialog mode="create" onClose={() => {}} onSaved={() => {}} />);
    await user.click(step(/Date & Location/));
    await user.click(screen.getByRole("radio", { name: "Virtual" }));
    expect(screen.getByLabelText("Virtual link")).toBeInTheDocument();
    expect(screen.queryByLabelText("Country")).not.toBeInTheDocument();
  });

  it("edits with Save Changes, sending the date as `date`", async () => {
    const user = userEvent.setup();
    const event = sampleEvent({ can_edit: true });
    const calls = stubServer((url, init) =>
      init?.method === "PUT" ? { body: { ...event, title: "Summer Tea" } } : undefined,
    );
    const onSaved = vi.fn();
    renderAt(
      "/events/spring-tea",
      <EventDialog mode="edit" event={event} routeId="spring-tea" onClose={() => {}} onSaved={onSaved} />,
    );
    expect(screen.getByRole("heading", { name: "Edit Event" })).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Summer Tea");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.init?.method === "PUT")!;
    expect(put.url).toBe(`/api/events/${event.id}`);
    expect(JSON.parse(String(put.init!.body))).toMatchObject({
      title: "Summer Tea",
      date: "2026-05-20",
      state: "New York",
      timezone: "America/New_York",
    });
  });
});
