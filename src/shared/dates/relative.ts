import { DATE_TEXTS } from "../texts/dates.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A month is 30 days (docs/product/screens.md#relative-time). */
const MONTH = 30 * DAY;

/**
 * When a comment was written, as docs/product/screens.md#relative-time words it: a future time or under 5 minutes "commented" (a future time is
 * also logged as an error); under 60 minutes "N minutes ago"; under 12 hours "N hours ago"; under 30 days
 * "N day(s) ago"; otherwise "N month(s) ago". Counts are whole units rounded down; between 12 and 24 hours the
 * day count would round down to 0, so it reads "1 day ago".
 */
export function relativeTime(createdAt: string | Date, now: Date = new Date()): string {
  const at = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const elapsed = now.getTime() - at.getTime();
  if (Number.isNaN(elapsed)) return DATE_TEXTS.relativeTime.justNow;
  if (elapsed < 0) {
    console.error(DATE_TEXTS.relativeTime.futureLogged(at.toISOString()));
    return DATE_TEXTS.relativeTime.justNow;
  }
  if (elapsed < 5 * MINUTE) return DATE_TEXTS.relativeTime.justNow;
  if (elapsed < HOUR) return DATE_TEXTS.relativeTime.ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < 12 * HOUR) return DATE_TEXTS.relativeTime.ago(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < MONTH) return DATE_TEXTS.relativeTime.ago(Math.max(1, Math.floor(elapsed / DAY)), "day");
  return DATE_TEXTS.relativeTime.ago(Math.floor(elapsed / MONTH), "month");
}
