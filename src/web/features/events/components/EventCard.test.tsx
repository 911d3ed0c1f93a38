import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../../../test/web/harness/render.tsx";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";
import { EventCard } from "./EventCard.tsx";

const card = (overrides: Parameters<typeof sampleEvent>[0]) => {
  renderAt(
    "/calendar",
    <ul>
      <EventCard event={sampleEvent(overrides)} />
    </ul>,
  );
  return screen.getByRole("listitem");
};

describe("an event's card", () => {
  it("shows the date and the time, the city and how many are going", () => {
    const item = card({
      event_date: "2026-05-01",
      end_date: "2026-05-01",
      start_time: "18:30",
      is_physical: true,
      city: "Lisbon",
      participants: [
        { user_id: 1, name: "Ada", guests: [] },
        { user_id: 2, name: "Mary", guests: [] },
      ],
    });
    expect(item).toHaveTextContent("Fri, May 1, 2026, 6:30 PM");
    expect(item).toHaveTextContent("Lisbon");
    expect(item).toHaveTextContent("2 going");
  });

  it('says "Online" for a virtual event, and that no one is going yet', () => {
    const item = card({ is_physical: false, city: "Lisbon", participants: [] });
    expect(item).toHaveTextContent("Online");
    expect(item).not.toHaveTextContent("Lisbon");
    expect(item).toHaveTextContent("No one going yet");
  });

  it("leaves out an address that was never set, and shows the banner when there is no other picture", () => {
    const item = card({ is_physical: true, city: null, location: "Unset", image_url: null, bannerImage: "/b.jpg" });
    expect(item).not.toHaveTextContent("Unset");
    expect(item).toHaveClass("event-card--image");
    expect(item.style.getPropertyValue("--event-image")).toBe('url("/b.jpg")');
  });
});
