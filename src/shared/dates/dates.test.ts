import { describe, expect, it } from "vitest";

// The machine is set far from every club here: an instant must read in the club's zone, never the machine's.
process.env.TZ = "Pacific/Kiritimati";
import {
  formatDateTime,
  formatDay,
  formatDayRange,
  formatLongDay,
  formatMonth,
  formatSpan,
  formatTime,
  formatWeekdayDay,
} from "./index.ts";

const GB = { locale: "en-GB", timeZone: "Europe/London" };
const US = { locale: "en-US", timeZone: "America/New_York" };

describe("one way to write a date", () => {
  it("puts the day or the month first as the locale does", () => {
    expect(formatDay(GB, "2027-01-15")).toBe("15 Jan 2027");
    expect(formatDay(US, "2027-01-15")).toBe("Jan 15, 2027");
    expect(formatWeekdayDay(GB, "2027-01-15")).toBe("Fri 15 Jan 2027");
    expect(formatWeekdayDay(US, "2027-01-15")).toBe("Fri, Jan 15, 2027");
    expect(formatLongDay(GB, "2027-01-15")).toBe("Friday 15 January 2027");
    expect(formatLongDay(US, "2027-01-15")).toBe("Friday, January 15, 2027");
    expect(formatMonth(GB, "2027-01")).toBe("January 2027");
    expect(formatMonth(US, "2027-01-31")).toBe("January 2027");
  });

  it("writes 24-hour time in en-GB and 12-hour time in en-US, with ordinary spaces", () => {
    expect(formatTime(GB, "18:00")).toBe("18:00");
    expect(formatTime(GB, "09:05")).toBe("09:05");
    expect(formatTime(US, "18:00")).toBe("6:00 PM");
    expect(formatTime(US, "00:30")).toBe("12:30 AM");
  });

  it("writes a same-day event as its day and its hours", () => {
    const span = { startDate: "2027-01-15", startTime: "18:00", endDate: "2027-01-15", endTime: "21:00" };
    expect(formatSpan(GB, span)).toBe("Fri 15 Jan 2027, 18:00–21:00");
    expect(formatSpan(US, span)).toBe("Fri, Jan 15, 2027, 6:00 – 9:00 PM");
    expect(formatSpan(US, { startDate: "2027-01-15", startTime: "10:00", endTime: "14:30" })).toBe(
      "Fri, Jan 15, 2027, 10:00 AM – 2:30 PM",
    );
    expect(formatSpan(GB, { startDate: "2027-01-15" })).toBe("Fri 15 Jan 2027");
  });

  it("writes an event that ends on a later day as a range of days, never its hours", () => {
    const span = { startDate: "2027-01-15", startTime: "16:00", endDate: "2027-01-17", endTime: "11:00" };
    expect(formatSpan(GB, span)).toBe("Fri 15 Jan – Sun 17 Jan 2027");
    expect(formatSpan(US, span)).toBe("Fri, Jan 15 – Sun, Jan 17, 2027");
    expect(formatSpan(GB, { ...span, endDate: "2027-02-02" })).toBe("Fri 15 Jan – Tue 2 Feb 2027");
    expect(
      formatSpan(GB, { startDate: "2027-12-31", startTime: "20:00", endDate: "2028-01-01", endTime: "02:00" }),
    ).toBe("Fri 31 Dec 2027 – Sat 1 Jan 2028");
    expect(formatSpan(GB, span)).not.toContain("16:00");
  });

  it("writes a span of days without weekdays for stays", () => {
    expect(formatDayRange(GB, "2027-07-01", "2027-07-05")).toBe("1 – 5 Jul 2027");
    expect(formatDayRange(US, "2027-07-01", "2027-07-05")).toBe("Jul 1 – 5, 2027");
    expect(formatDayRange(US, "2027-07-30", "2027-08-02")).toBe("Jul 30 – Aug 2, 2027");
  });

  it("reads an instant in the club's time zone, not the machine's", () => {
    // 03:30 UTC on 15 January is still the 14th in New York, already the 15th in London.
    const instant = "2027-01-15T03:30:00.000Z";
    expect(formatDateTime(US, instant)).toBe("Jan 14, 2027, 10:30 PM");
    expect(formatDateTime(GB, instant)).toBe("15 Jan 2027, 03:30");
    expect(formatDay({ locale: "en-GB", timeZone: "Asia/Tokyo" }, Date.parse(instant))).toBe("15 Jan 2027");
    expect(formatTime({ locale: "en-GB", timeZone: "Asia/Tokyo" }, new Date(instant))).toBe("12:30");
  });

  it("follows the club's clock across a change of daylight saving time", () => {
    // New York moved its clocks forward at 2:00 on 14 March 2027: 12:00 UTC is 7:00 before, 8:00 after.
    expect(formatDateTime(US, "2027-03-13T12:00:00Z")).toBe("Mar 13, 2027, 7:00 AM");
    expect(formatDateTime(US, "2027-03-15T12:00:00Z")).toBe("Mar 15, 2027, 8:00 AM");
    // London moved its clocks forward on 28 March 2027.
    expect(formatDateTime(GB, "2027-03-27T12:00:00Z")).toBe("27 Mar 2027, 12:00");
    expect(formatDateTime(GB, "2027-03-29T12:00:00Z")).toBe("29 Mar 2027, 13:00");
    // An event's wall clock does not move with the change: it reads as written.
    expect(formatSpan(US, { startDate: "2027-03-14", startTime: "01:00", endTime: "04:00" })).toBe(
      "Sun, Mar 14, 2027, 1:00 – 4:00 AM",
    );
  });

  it("writes nothing for a value that is no date", () => {
    expect(formatDay(GB, "not a date")).toBe("");
  });
});
