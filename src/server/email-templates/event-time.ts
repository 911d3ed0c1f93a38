import { dateSettingsOf, formatLongDay, formatTime } from "../../shared/dates/index.ts";
import type { EmailContext } from "./context.ts";

/** When an event happens, as its emails show it. Dates are "YYYY-MM-DD", times "HH:MM" in the event's time zone. */
export interface EventTime {
  date: string;
  startTime?: string | undefined;
  timezone?: string | undefined;
}

/** "Saturday, June 14, 2031 at 4:00 PM (America/New York)", in the club's locale (docs/product/dates.md). */
export function formatEventTime({ date, startTime, timezone }: EventTime, context: EmailContext): string {
  const settings = dateSettingsOf(context);
  const dayText = formatLongDay(settings, date) || date;
  if (!startTime) return dayText;
  return `${dayText} at ${formatTime(settings, startTime) || startTime} (${(timezone ?? context.clubTimezone).replace(/_/g, " ")})`;
}
