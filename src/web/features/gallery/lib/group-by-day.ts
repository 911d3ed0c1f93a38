import { format, parseISO } from "date-fns";

export interface DayGroup<T> {
  /** The day as yyyy-MM-dd, in the viewer's time zone. */
  day: string;
  /** The heading, e.g. "Sunday, March 15, 2026". */
  label: string;
  items: T[];
}

/**
 * Images grouped by the day they were uploaded (in the viewer's time zone), days newest first and, within a day,
 * newest first.
 */
export function groupByDay<T extends { upload_date: string }>(items: readonly T[]): DayGroup<T>[] {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const day = format(parseISO(item.upload_date), "yyyy-MM-dd");
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([day, list]) => ({
      day,
      label: format(parseISO(day), "EEEE, MMMM d, yyyy"),
      items: list.sort((a, b) => parseISO(b.upload_date).getTime() - parseISO(a.upload_date).getTime()),
    }));
}
