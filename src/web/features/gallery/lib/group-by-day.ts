import { todayIn } from "../../../../shared/calendar-date.ts";
import type { ClubDates } from "../../../../shared/dates/index.ts";

export interface DayGroup<T> {
  /** The day as yyyy-MM-dd, in the club's time zone. */
  day: string;
  /** The heading, e.g. "Sunday, March 15, 2026" (in the club's locale). */
  label: string;
  items: T[];
}

/**
 * Images grouped by the day they were uploaded (in the club's time zone, as every date is read: docs/product/dates.md),
 * days newest first and, within a day, newest first.
 */
export function groupByDay<T extends { upload_date: string }>(items: readonly T[], dates: ClubDates): DayGroup<T>[] {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const day = todayIn(dates.settings.timeZone, Date.parse(item.upload_date));
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([day, list]) => ({
      day,
      label: dates.longDay(day),
      items: list.sort((a, b) => Date.parse(b.upload_date) - Date.parse(a.upload_date)),
    }));
}
