import { addDays, daysBetween } from "../../../../shared/calendar-date.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** A month as "YYYY-MM"; a day as "YYYY-MM-DD". Plain calendar dates: no zone is involved in laying out a month. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const WEEKDAY_NAMES = EVENTS_COPY.calendar.weekdays;

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const daysIn = (month: Month) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
};

/** Today in the member's own calendar (the device's). */
export const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** The month a day is in. */
export const monthOf = (day: string): Month => day.slice(0, 7);

/** A month from a search parameter, or undefined when it is not one. */
export const parseMonth = (value: string | null): Month | undefined =>
  value !== null && MONTH.test(value) ? value : undefined;

export function addMonths(month: Month, count: number): Month {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month's weeks, Sunday to Saturday, with the days of the months around it that fill the first and last week. */
export function monthWeeks(month: Month): string[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekday(first));
  const last = `${month}-${String(daysIn(month)).padStart(2, "0")}`;
  const end = addDays(last, 6 - weekday(last));
  const count = (daysBetween(start, end) + 1) / 7;
  return Array.from({ length: count }, (_, week) => Array.from({ length: 7 }, (_, d) => addDays(start, week * 7 + d)));
}

/** Keys that move the active day of the grid, and where each one takes it. */
export function moveDay(day: string, key: string): string | undefined {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -weekday(day));
    case "End":
      return addDays(day, 6 - weekday(day));
    case "PageUp":
    case "PageDown":
      return sameDayIn(addMonths(monthOf(day), key === "PageUp" ? -1 : 1), Number(day.slice(8)));
    default:
      return undefined;
  }
}

/** The day of that number in a month, or its last day when it is shorter (the 31st of March → April 30th). */
export const sameDayIn = (month: Month, date: number) =>
  `${month}-${String(Math.min(date, daysIn(month))).padStart(2, "0")}`;

/** What the grid shows on a day: an event (a link) or a draft of this page. */
export interface CalendarItem {
  id: string;
  title: string;
  color: string;
  /** Its first and last day. */
  from: string;
  to: string;
  /** "4:00 PM", or null for a draft. */
  time: string | null;
  href?: string;
  cancelled?: boolean;
}

/** The items on each day of the month's weeks, an item spanning days on each of them, by start. */
export function itemsByDay(items: readonly CalendarItem[], weeks: readonly string[][]): Map<string, CalendarItem[]> {
  const first = weeks[0]![0]!;
  const last = weeks.at(-1)![6]!;
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    if (item.to < first || item.from > last) continue;
    const start = item.from < first ? first : item.from;
    const end = item.to > last ? last : item.to;
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const list = byDay.get(day) ?? [];
      list.push(item);
      byDay.set(day, list);
    }
  }
  return byDay;
}
