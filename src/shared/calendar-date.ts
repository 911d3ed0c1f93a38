import { TZDate } from "@date-fns/tz";
import { addDays as addDaysToDate, differenceInCalendarDays, format, parseISO } from "date-fns";

/**
 * Arithmetic on calendar dates written "YYYY-MM-DD" (an event's date, a stay's nights, a repeat's dates): a date is a
 * day on the calendar, not an instant, so no zone moves it. Today is the one question that needs a zone.
 */
const CALENDAR_DATE_FORMAT = "yyyy-MM-dd";

const CALENDAR_DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a date that exists on the Gregorian calendar, checked without a Date (lists parse many). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_TEXT.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) =>
  format(addDaysToDate(parseISO(date), days), CALENDAR_DATE_FORMAT);

/** How many days from `from` to `to`: the nights of a stay, the length of an event, negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));

/** The wall clock now in a time zone, as an event's fields write it: "2026-05-01T18:00". */
export const wallClockIn = (timeZone: string, now: Date | number = Date.now()) =>
  format(new TZDate(+now, timeZone), "yyyy-MM-dd'T'HH:mm");

/** Today's date in a time zone. */
export const todayIn = (timeZone: string, now: Date | number = Date.now()) =>
  format(new TZDate(+now, timeZone), CALENDAR_DATE_FORMAT);

/**
 * The instant a wall clock ("2026-05-01T18:00", as a datetime-local field writes it) names in a time zone, as an
 * ISO text; null when the text is not such a time.
 */
export function instantOfWallClock(timeZone: string, wallClock: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const at = new TZDate(year, month - 1, day, hour, minute, 0, timeZone);
  return Number.isNaN(+at) ? null : new Date(+at).toISOString();
}
