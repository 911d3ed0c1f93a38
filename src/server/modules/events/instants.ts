import { TZDate } from "@date-fns/tz";

/**
 * The instant (epoch ms) of a wall-clock date ("YYYY-MM-DD") and time ("HH:MM") in an IANA zone.
 * A time skipped by a daylight-saving jump moves forward, as calendars do.
 */
export function instantOf(date: string, time: string, timezone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, timezone).getTime();
}

/** The start of a day in a zone, for `from`/`to` filters given as dates; remembered, as lists ask for the same days. */
export function startOfDayIn(date: string, timezone: string): number {
  const key = `${date} ${timezone}`;
  let instant = dayStarts.get(key);
  if (instant === undefined) {
    if (dayStarts.size >= 1000) dayStarts.clear();
    dayStarts.set(key, (instant = instantOf(date, "00:00", timezone)));
  }
  return instant;
}
const dayStarts = new Map<string, number>();

/** A `from`/`to` parameter (a date in the club's zone, or an ISO instant) as epoch ms. */
export function parseBoundary(value: string, timezone: string): number {
  return value.includes("T") ? Date.parse(value) : startOfDayIn(value, timezone);
}
