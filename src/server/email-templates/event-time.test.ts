import { describe, expect, it } from "vitest";
import { DEFAULT_CLUB_DATE_SETTINGS } from "../../shared/dates/index.ts";
import { loadConfig } from "../config.ts";
import { formatMoment } from "./context.ts";
import { formatEventTime } from "./event-time.ts";

const context = (clubLocale: string, clubTimezone: string) => ({
  publicUrl: new URL("https://club.example/"),
  clubName: "Salon",
  clubLocale,
  clubTimezone,
});

describe("dates in emails, written as the club's pages write them", () => {
  it("writes an event's day and start in the club's locale, beside the event's own zone", () => {
    const when = { date: "2031-06-14", startTime: "16:00", timezone: "America/New_York" };
    expect(formatEventTime(when, context("en-US", "America/New_York"))).toBe(
      "Saturday, June 14, 2031 at 4:00 PM (America/New York)",
    );
    expect(formatEventTime(when, context("en-GB", "Europe/London"))).toBe(
      "Saturday 14 June 2031 at 16:00 (America/New York)",
    );
    expect(formatEventTime({ date: "2031-06-14" }, context("en-GB", "Europe/London"))).toBe("Saturday 14 June 2031");
  });

  it("writes a moment in the club's zone, not the machine's", () => {
    const at = Date.parse("2026-11-28T15:52:00Z");
    expect(formatMoment(at, context("en-US", "America/New_York"))).toBe("Saturday, November 28, 2026 at 10:52 AM");
    expect(formatMoment(at, context("en-GB", "Asia/Tokyo"))).toBe("Sunday 29 November 2026 at 00:52");
  });
});

describe("the web's first paint", () => {
  it("writes as the server's default club, so a page before /api/config answers matches it", () => {
    const config = loadConfig({});
    expect(DEFAULT_CLUB_DATE_SETTINGS).toEqual({ locale: config.clubLocale, timeZone: config.clubTimezone });
  });
});
