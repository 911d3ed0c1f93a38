/** When an event happens, as its emails show it. Dates are "YYYY-MM-DD", times "HH:MM" in the event's time zone. */
export interface EventTime {
  date: string;
  startTime?: string | undefined;
  timezone?: string | undefined;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${((hours + 11) % 12) + 1}:${match[2]} ${suffix}`;
}

export function formatEventTime({ date, startTime, timezone }: EventTime, clubTimezone: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const dayText = Number.isNaN(day.getTime()) ? date : dateFormat.format(day);
  if (!startTime) return dayText;
  return `${dayText} at ${formatClockTime(startTime)} (${(timezone ?? clubTimezone).replace(/_/g, " ")})`;
}
