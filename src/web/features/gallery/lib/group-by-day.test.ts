import { describe, expect, it } from "vitest";
import { groupByDay } from "./group-by-day.ts";

/** A local wall-clock time as the server would send it (ISO 8601 with the local offset). */
const at = (local: string) => new Date(local).toISOString();

describe("groupByDay", () => {
  it("groups by upload day, newest day first, newest first within a day", () => {
    const images = [
      { id: "a", upload_date: at("2026-03-14T09:00:00") },
      { id: "b", upload_date: at("2026-03-15T08:00:00") },
      { id: "c", upload_date: at("2026-03-15T21:30:00") },
      { id: "d", upload_date: at("2026-02-01T12:00:00") },
    ];
    const groups = groupByDay(images);
    expect(groups.map((g) => g.day)).toEqual(["2026-03-15", "2026-03-14", "2026-02-01"]);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(["c", "b"]);
    expect(groups[0]!.label).toBe("Sunday, March 15, 2026");
  });

  it("keeps the first minute and the last minute of a day together", () => {
    const groups = groupByDay([{ upload_date: at("2026-03-15T00:00:00") }, { upload_date: at("2026-03-15T23:59:59") }]);
    expect(groups).toHaveLength(1);
  });

  it("answers no groups for no images", () => {
    expect(groupByDay([])).toEqual([]);
  });
});
