import { describe, expect, it } from "vitest";
import { addDays, daysBetween, instantOfWallClock, isCalendarDate, todayIn } from "./calendar-date.ts";

describe("isCalendarDate", () => {
  it("takes every day that exists, leap days by the Gregorian rule, and nothing else", () => {
    for (const day of ["2024-02-29", "2000-02-29", "2031-12-31", "2032-04-30", "1999-01-01"])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of [
      "2023-02-29",
      "1900-02-29",
      "2100-02-29",
      "2032-04-31",
      "2032-13-01",
      "2032-00-10",
      "2032-01-00",
    ])
      expect(isCalendarDate(day), day).toBe(false);
    for (const text of ["2032-1-01", "20320101", "2032-01-01T00:00", " 2032-01-01", ""])
      expect(isCalendarDate(text), text).toBe(false);
  });

  it("agrees with the calendar on every day of 1999 to 2001, 2000 a leap year by the 400-year rule", () => {
    for (let year = 1999; year <= 2001; year += 1)
      for (let month = 1; month <= 12; month += 1)
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const date = new Date(`${text}T00:00:00Z`);
          const exists = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
          expect(isCalendarDate(text), text).toBe(exists);
        }
  });
});

describe("calendar dates", () => {
  it("adds days across months, leap days and the clocks changing, and counts them back", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2027-03-27", 2)).toBe("2027-03-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(daysBetween("2027-12-30", "2028-01-02")).toBe(3);
    expect(daysBetween("2027-01-02", "2027-01-01")).toBe(-1);
  });

  it("takes today in the zone asked, not the machine's", () => {
    const instant = Date.parse("2027-01-01T03:00:00Z");
    expect(todayIn("UTC", instant)).toBe("2027-01-01");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-12-31");
    expect(todayIn("Pacific/Kiritimati", new Date(Date.parse("2026-12-31T11:00:00Z")))).toBe("2027-01-01");
  });
});

describe("instantOfWallClock", () => {
  it("reads a datetime-local value in the club's time zone, summer and winter, and refuses anything else", () => {
    expect(instantOfWallClock("America/New_York", "2027-01-15T18:00")).toBe("2027-01-15T23:00:00.000Z");
    expect(instantOfWallClock("America/New_York", "2027-07-01T09:30")).toBe("2027-07-01T13:30:00.000Z");
    expect(instantOfWallClock("Europe/London", "2027-07-01T09:30")).toBe("2027-07-01T08:30:00.000Z");
    expect(instantOfWallClock("America/New_York", "")).toBeNull();
    expect(instantOfWallClock("America/New_York", "tomorrow")).toBeNull();
  });
});
