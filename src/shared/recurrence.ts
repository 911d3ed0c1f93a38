import { addDays } from "./calendar-date.ts";

/**
 * The dates of a repeating event (docs/product/screens.md#repeating-events), as plain "YYYY-MM-DD" arithmetic: an
 * occurrence keeps its wall-clock time in its own zone, so no instant is involved. A month without the day (the 31st,
 * a fifth Tuesday) is skipped, as RFC 5545's BYMONTHDAY and BYDAY do; `count` counts the dates that exist.
 */
export const REPEAT_EVERY = ["weekly", "biweekly", "monthly-date", "monthly-weekday", "monthly-last-weekday"] as const;
export type RepeatEvery = (typeof REPEAT_EVERY)[number];

export interface RepeatRule {
  every: RepeatEvery;
  /** How many dates, the first included. */
  count?: number | null | undefined;
  /** The last date a repeat may fall on (included). */
  until?: string | null | undefined;
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function parts(date: string) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month: month - 1, day, weekday: new Date(utc(date)).getUTCDay() };
}
const dateOf = (year: number, month: number, day: number) => iso(Date.UTC(year, month, day));

/** Which of its weekday in its month a date is: 1 for the first Tuesday… 5 for a fifth. */
export const weekdayPosition = (date: string) => Math.ceil(parts(date).day / 7);
/** Whether a date is the last of its weekday in its month ("last Friday"). */
export const isLastWeekday = (date: string) => {
  const { year, month, day } = parts(date);
  return day + 7 > daysInMonth(year, month);
};

/** The date of the n-th month after the start's, or null when that month has no such day. */
function monthlyDate(start: string, every: RepeatEvery, monthsAhead: number): string | null {
  const first = parts(start);
  const year = first.year + Math.floor((first.month + monthsAhead) / 12);
  const month = (first.month + monthsAhead) % 12;
  const length = daysInMonth(year, month);
  if (every === "monthly-date") return first.day <= length ? dateOf(year, month, first.day) : null;
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstMatch = 1 + ((first.weekday - firstWeekday + 7) % 7);
  if (every === "monthly-last-weekday")
    return dateOf(year, month, firstMatch + 7 * Math.floor((length - firstMatch) / 7));
  const day = firstMatch + 7 * (weekdayPosition(start) - 1);
  return day <= length ? dateOf(year, month, day) : null;
}

/**
 * The series' dates from its first, at most `max + 1` of them, so that a caller sees a rule asking for more than
 * `max`. A monthly rule skipping months looks ahead a bounded number of months.
 */
export function occurrenceDates(start: string, rule: RepeatRule, max: number): string[] {
  const dates: string[] = [];
  const wanted = Math.min(rule.count ?? Infinity, max + 1);
  const fits = (date: string) => rule.until == null || date <= rule.until;
  for (let step = 0; dates.length < wanted && step < (max + 1) * 12; step += 1) {
    const date =
      rule.every === "weekly"
        ? addDays(start, 7 * step)
        : rule.every === "biweekly"
          ? addDays(start, 14 * step)
          : monthlyDate(start, rule.every, step);
    if (date === null) continue;
    if (!fits(date)) break;
    dates.push(date);
  }
  return dates;
}

/** "Every week on Tuesday", "Monthly on the second Tuesday", "Monthly on the 14th": how the page says the rule. */
export function describeRepeat(start: string, every: RepeatEvery): string {
  const { day, weekday } = parts(start);
  const name = WEEKDAYS[weekday]!;
  switch (every) {
    case "weekly":
      return `Every week on ${name}`;
    case "biweekly":
      return `Every two weeks on ${name}`;
    case "monthly-date":
      return `Monthly on the ${ordinalDay(day)}`;
    case "monthly-weekday":
      return `Monthly on the ${ORDINALS[weekdayPosition(start) - 1]} ${name}`;
    case "monthly-last-weekday":
      return `Monthly on the last ${name}`;
  }
}

function ordinalDay(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return `${day}${suffix}`;
}
