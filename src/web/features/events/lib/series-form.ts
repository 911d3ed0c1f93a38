import { repeatSchema } from "../../../../shared/event-series.ts";
import { SERIES_OCCURRENCES_MAX } from "../../../../shared/event-bounds.ts";
import { SERIES_TEXTS } from "../../../../shared/texts/events.ts";
import {
  describeRepeat,
  isLastWeekday,
  occurrenceDates,
  weekdayPosition,
  type RepeatEvery,
  type RepeatRule,
} from "../../../../shared/recurrence.ts";

/** How the create dialog's Repeat fields hold a repeat, as typed (docs/product/screens.md#repeating-events). */
export interface RepeatForm {
  every: RepeatEvery | "";
  ends: "count" | "until";
  count: string;
  until: string;
}
export type RepeatErrors = Partial<Record<"count" | "until", string>>;

export const NO_REPEAT: RepeatForm = { every: "", ends: "count", count: "4", until: "" };

/** The repeats a first date allows, said for that date: "Monthly on the second Tuesday". */
export function repeatOptions(firstDate: string): { value: RepeatEvery; label: string }[] {
  const kinds: RepeatEvery[] = ["weekly", "biweekly", "monthly-date"];
  if (weekdayPosition(firstDate) <= 4) kinds.push("monthly-weekday");
  if (isLastWeekday(firstDate)) kinds.push("monthly-last-weekday");
  return kinds.map((every) => ({ value: every, label: describeRepeat(firstDate, every) }));
}

export type PreparedRepeat =
  { ok: true; repeat: RepeatRule | null; dates: string[] } | { ok: false; errors: RepeatErrors };

/** Checks the repeat as the server will: a count of 2 to 104, or a last date after the first giving at most 104 dates. */
export function prepareRepeat(form: RepeatForm, firstDate: string): PreparedRepeat {
  if (form.every === "") return { ok: true, repeat: null, dates: [firstDate] };
  const input =
    form.ends === "count"
      ? { every: form.every, count: form.count.trim() === "" ? null : Number(form.count) }
      : { every: form.every, until: form.until || null };
  const parsed = repeatSchema.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]!.path[0] === "until" ? "until" : "count";
    return { ok: false, errors: { [field]: parsed.error.issues[0]!.message } };
  }
  const rule: RepeatRule = parsed.data;
  if (rule.count == null && rule.until == null)
    return { ok: false, errors: { [form.ends]: SERIES_TEXTS.countOrUntil } };
  if (rule.until != null && rule.until <= firstDate)
    return { ok: false, errors: { until: SERIES_TEXTS.untilBeforeStart } };
  const dates = occurrenceDates(firstDate, rule, SERIES_OCCURRENCES_MAX);
  if (dates.length > SERIES_OCCURRENCES_MAX) return { ok: false, errors: { until: SERIES_TEXTS.tooMany } };
  if (dates.length < 2) return { ok: false, errors: { until: SERIES_TEXTS.tooFew } };
  return { ok: true, repeat: rule, dates };
}

/** The fields an edit changed, so that "this and following" carries only those to the later dates. */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof T])),
  ) as Partial<T>;
}
