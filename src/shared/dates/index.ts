/**
 * The one way Salon writes a date or a time, on every page and in every email (docs/product/dates.md). Pure functions of
 * the club's settings ({ locale, timeZone }, from /api/config on the web and the server's config in emails) and a value:
 *
 * - a calendar date "YYYY-MM-DD" or a wall-clock "YYYY-MM-DDTHH:MM" / "HH:MM" (an event's fields, a stay's nights): a
 *   day on the calendar, no zone moves it;
 * - an instant (a Date, epoch milliseconds, or an ISO text with its offset, "…Z"): read in the club's time zone, never
 *   the machine's.
 *
 * The locale decides 12- or 24-hour time and day or month first; Intl is the engine (it speaks every BCP 47 tag without
 * shipping one table per locale, as date-fns locales would). Calendar arithmetic stays in ../calendar-date.ts.
 */

export interface ClubDateSettings {
  /** A BCP 47 tag, "en-US" or "en-GB" (CLUB_LOCALE). */
  locale: string;
  /** An IANA zone, "America/New_York" (CLUB_TIMEZONE): where instants are read. */
  timeZone: string;
}

/** A calendar date, a wall-clock time, or an instant (see the module's comment). */
export type DateValue = Date | number | string;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** The instant to format and the zone to read it in: wall-clock values are pinned to UTC so nothing moves them. */
function resolve(value: DateValue, timeZone: string): { at: number; zone: string } {
  if (typeof value === "string") {
    const wall = WALL_CLOCK.exec(value);
    if (wall) {
      const [, year, month, day, hours = "0", minutes = "0"] = wall;
      return { at: Date.UTC(+year!, +month! - 1, +day!, +hours, +minutes), zone: "UTC" };
    }
    const clock = CLOCK_TIME.exec(value);
    if (clock) return { at: Date.UTC(2000, 0, 1, +clock[1]!, +clock[2]!), zone: "UTC" };
    return { at: Date.parse(value), zone: timeZone };
  }
  return { at: +value, zone: timeZone };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

type Part = { type: string; value: string };

/**
 * Parts joined into plain text: ICU's narrow and thin spaces become ordinary ones (so a search, a test or an email
 * client reads "6:00 PM"), and a short weekday before a day number loses its comma ("Fri 15 Jan", "Fri, Jan 15").
 */
function join(parts: Part[]): string {
  return parts
    .map((part, index) =>
      part.type === "literal" && parts[index - 1]?.type === "weekday" && parts[index + 1]?.type === "day"
        ? part.value.replace(",", "")
        : part.value,
    )
    .join("")
    .replace(/[\u202f\u2009\u00a0]/g, " ");
}

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const WEEKDAY_DAY: Intl.DateTimeFormatOptions = { weekday: "short", ...DAY };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: "short" };

function one(settings: ClubDateSettings, value: DateValue, options: Intl.DateTimeFormatOptions): string {
  const { at, zone } = resolve(value, settings.timeZone);
  if (Number.isNaN(at)) return "";
  return join(formatter(settings.locale, zone, options).formatToParts(at));
}

function range(settings: ClubDateSettings, from: DateValue, to: DateValue, options: Intl.DateTimeFormatOptions) {
  const start = resolve(from, settings.timeZone);
  const end = resolve(to, settings.timeZone);
  if (Number.isNaN(start.at) || Number.isNaN(end.at)) return one(settings, from, options);
  if (end.at < start.at) return one(settings, from, options);
  return join(formatter(settings.locale, start.zone, options).formatRangeToParts(start.at, end.at));
}

/** "15 Jan 2027" (en-GB), "Jan 15, 2027" (en-US). */
export const formatDay = (settings: ClubDateSettings, value: DateValue) => one(settings, value, DAY);

/** "Fri 15 Jan 2027" (en-GB), "Fri, Jan 15, 2027" (en-US). */
export const formatWeekdayDay = (settings: ClubDateSettings, value: DateValue) => one(settings, value, WEEKDAY_DAY);

/** "Friday 15 January 2027" (en-GB), "Friday, January 15, 2027" (en-US): a page's heading, an email's line. */
export const formatLongDay = (settings: ClubDateSettings, value: DateValue) => one(settings, value, LONG_DAY);

/** "18:00" (en-GB), "6:00 PM" (en-US), from "18:00" or an instant. */
export const formatTime = (settings: ClubDateSettings, value: DateValue) => one(settings, value, TIME);

/** "15 Jan 2027, 18:00" (en-GB), "Jan 15, 2027, 6:00 PM" (en-US). */
export const formatDateTime = (settings: ClubDateSettings, value: DateValue) => {
  const day = formatDay(settings, value);
  return day && `${day}, ${formatTime(settings, value)}`;
};

/** "January 2027": a month view's title, from "2027-01", "2027-01-15" or an instant. */
export const formatMonth = (settings: ClubDateSettings, value: DateValue) =>
  one(settings, typeof value === "string" && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value, {
    month: "long",
    year: "numeric",
  });

/** "1 Jul – 5 Jul 2027" (en-GB), "Jul 1 – 5, 2027" (en-US): a stay's nights, any span of days without weekdays. */
export const formatDayRange = (settings: ClubDateSettings, from: DateValue, to: DateValue) =>
  range(settings, from, to, DAY);

/** A start as a month view's cell has room for: "4 PM", "7:30 PM" (en-US); "16:00" (en-GB, its clock has no "4"). */
export function formatShortTime(settings: ClubDateSettings, value: DateValue): string {
  const twelveHour = formatter(settings.locale, "UTC", TIME).resolvedOptions().hour12;
  const { at, zone } = resolve(value, settings.timeZone);
  if (!twelveHour || Number.isNaN(at) || new Date(at).getUTCMinutes() !== 0 || zone !== "UTC") {
    return formatTime(settings, value);
  }
  return join(formatter(settings.locale, zone, { hour: "numeric" }).formatToParts(at));
}

/** "18:00–21:00" (en-GB), "6:00 – 9:00 PM" (en-US): hours within one day. */
export const formatTimeRange = (settings: ClubDateSettings, from: DateValue, to: DateValue) =>
  range(settings, from, to, TIME);

/** When something happens, as an event's fields write it: dates "YYYY-MM-DD", times "HH:MM", no zone. */
export interface Span {
  startDate: string;
  startTime?: string | null | undefined;
  endDate?: string | null | undefined;
  endTime?: string | null | undefined;
}

/**
 * An event's when. On one day: "Fri 15 Jan 2027, 18:00–21:00" (en-GB), "Fri, Jan 15, 2027, 6:00 – 9:00 PM" (en-US).
 * Across days it reads as a range of days, never "16:00–11:00": "Fri 15 Jan – Sun 17 Jan 2027".
 */
export function formatSpan(settings: ClubDateSettings, span: Span): string {
  const endDate = span.endDate || span.startDate;
  if (endDate > span.startDate) return range(settings, span.startDate, endDate, WEEKDAY_DAY);
  const day = formatWeekdayDay(settings, span.startDate);
  if (!span.startTime) return day;
  const times = span.endTime
    ? formatTimeRange(settings, span.startTime, span.endTime)
    : formatTime(settings, span.startTime);
  return `${day}, ${times}`;
}

export { relativeTime } from "./relative.ts";

/** The settings from the club's config, the server's or /api/config's: { clubLocale, clubTimezone }. */
export const dateSettingsOf = (config: { clubLocale: string; clubTimezone: string }): ClubDateSettings => ({
  locale: config.clubLocale,
  timeZone: config.clubTimezone,
});

/** The vocabulary bound to one club's settings: what a page's hook and an email's context hand out. */
export function clubDates(settings: ClubDateSettings) {
  return {
    settings,
    day: (value: DateValue) => formatDay(settings, value),
    weekdayDay: (value: DateValue) => formatWeekdayDay(settings, value),
    longDay: (value: DateValue) => formatLongDay(settings, value),
    time: (value: DateValue) => formatTime(settings, value),
    shortTime: (value: DateValue) => formatShortTime(settings, value),
    dateTime: (value: DateValue) => formatDateTime(settings, value),
    month: (value: DateValue) => formatMonth(settings, value),
    dayRange: (from: DateValue, to: DateValue) => formatDayRange(settings, from, to),
    timeRange: (from: DateValue, to: DateValue) => formatTimeRange(settings, from, to),
    span: (span: Span) => formatSpan(settings, span),
  };
}
export type ClubDates = ReturnType<typeof clubDates>;

/**
 * The server's defaults (CLUB_LOCALE, CLUB_TIMEZONE unset): what a page writes until /api/config has answered, so a
 * prerendered page and its first paint agree with the server's default club and hydration finds the same text.
 */
export const DEFAULT_CLUB_DATE_SETTINGS: ClubDateSettings = { locale: "en-US", timeZone: "America/New_York" };
