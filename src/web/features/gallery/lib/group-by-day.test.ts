import { describe, expect, it } from "vitest";
import { clubDates } from "../../../../shared/dates/index.ts";
import { groupByDay } from "./group-by-day.ts";

const dates = clubDates({ locale: "en-US", timeZone: "America/New_York" });

/** A wall-clock time in the club's zone (New York, -04:00 in March) as the server would send it. */
const at = (local: string) => new Date(`${local}-04:00`).toISOString();

describe("groupByDay", () => {
  it("groups by upload day, newest day first, newest first within a day", () => {
    const images = [
      { id: "a", upload_date: at("2026-03-14T09:00:00") },
      { id: "b", upload_date: at("2026-03-15T08:00:00") },
      { id: "c", upload_date: at("2026-03-15T21:30:00") },
      { id: "d", upload_date: at("2026-02-01T12:00:00") },
    ];
    const groups = groupByDay(images, dates);
    expect(groups.map((g) => g.day)).toEqual(["2026-03-15", "2026-03-14", "2026-02-01"]);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(["c", "b"]);
    expect(groups[0]!.label).toBe("Sunday, March 15, 2026");
    // The club's day, not the machine's: 21:30 in New York is already the 16th in UTC.
    expect(groupByDay(images, clubDates({ locale: "en-GB", timeZone: "UTC" }))[0]!.label).toBe("Monday 16 March 2026");
  });

  it("keeps the first minute and the last minute of a day together", () => {
    const groups = groupByDay(
      [{ upload_date: at("2026-03-15T00:00:00") }, { upload_date: at("2026-03-15T23:59:59") }],
      dates,
    );
    expect(groups).toHaveLength(1);
  });

  it("answers no groups for no images", () => {
    expect(groupByDay([], dates)).toEqual([]);
  });
});
