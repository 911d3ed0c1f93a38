import { describe, expect, it, vi } from "vitest";
import { relativeTime } from "./relative.ts";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe("relativeTime", () => {
  it.each([
    [0, "commented"],
    [4 * MINUTE + 59 * SECOND, "commented"],
    [5 * MINUTE, "5 minutes ago"],
    [59 * MINUTE + 59 * SECOND, "59 minutes ago"],
    [60 * MINUTE, "1 hour ago"],
    [2 * HOUR, "2 hours ago"],
    [12 * HOUR - SECOND, "11 hours ago"],
    [12 * HOUR, "1 day ago"],
    [DAY + 23 * HOUR, "1 day ago"],
    [2 * DAY, "2 days ago"],
    [30 * DAY - SECOND, "29 days ago"],
    [30 * DAY, "1 month ago"],
    [60 * DAY - SECOND, "1 month ago"],
    [60 * DAY, "2 months ago"],
    [365 * DAY, "12 months ago"],
  ])("%i ms ago reads %s", (elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it("answers 'commented' for a time in the future and logs an error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(relativeTime(new Date(NOW.getTime() + MINUTE), NOW)).toBe("commented");
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("takes a Date as well as an ISO string", () => {
    expect(relativeTime(new Date(NOW.getTime() - 3 * DAY), NOW)).toBe("3 days ago");
  });
});
