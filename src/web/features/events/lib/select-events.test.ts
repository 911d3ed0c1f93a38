import { describe, expect, it } from "vitest";
import { selectEvents } from "./select-events.ts";
import { sampleEvent } from "../../../../../test/web/kits/sample-event.ts";

const NOW = Date.parse("2026-05-10T12:00:00Z");
const events = [
  sampleEvent({ id: "b", title: "Wine Tasting", starts_at: "2026-06-01T20:00:00Z", ends_at: "2026-06-01T23:00:00Z" }),
  sampleEvent({ id: "a", title: "Spring Tea", starts_at: "2026-05-20T16:00:00Z", ends_at: "2026-05-20T18:00:00Z" }),
  sampleEvent({
    id: "old",
    title: "Winter Concert",
    starts_at: "2026-01-05T19:00:00Z",
    ends_at: "2026-01-05T22:00:00Z",
  }),
  sampleEvent({
    id: "older",
    title: "Autumn Walk",
    starts_at: "2025-10-05T09:00:00Z",
    ends_at: "2025-10-05T12:00:00Z",
  }),
];

describe("which events a view shows", () => {
  it("lists upcoming events by start date ascending and past ones most recent first", () => {
    expect(selectEvents(events, "upcoming", "", NOW).map((e) => e.id)).toEqual(["a", "b"]);
    expect(selectEvents(events, "past", "", NOW).map((e) => e.id)).toEqual(["old", "older"]);
  });
  it("searches titles without regard to case", () => {
    expect(selectEvents(events, "upcoming", "  wINE ", NOW).map((e) => e.id)).toEqual(["b"]);
    expect(selectEvents(events, "upcoming", "opera", NOW)).toEqual([]);
  });
});
