import type { Config } from "../../config.ts";
import { calendarFile, type CalendarEntry } from "../../kernel/calendar/calendar-file.ts";
import { can } from "../../access/index.ts";
import { placeOf } from "./mapper.ts";
import type { EventRow } from "./repository.ts";

/**
 * An instant as an RFC 5545 UTC date-time ("19000101T230000Z"), written here rather than by `ics`: its schema
 * refuses timestamps before 1970 (which once answered 500 for events dated 1900 or 1969) and its date arrays drop
 * seconds, which zones kept in 1900 (local mean time). `ics` writes a string as given. Event dates stay within
 * EVENT_DATE_RANGE, so the year always has four digits. (`created` and `lastModified` are when a row was written.)
 */
function icsUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** The event's reminder as a VALARM trigger: so long before the start (RFC 5545 TRIGGER:-P…). */
function alarmBefore(minutes: number) {
  return {
    before: true,
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * Events as an iCalendar file (RFC 5545) with the `ics` package. Times are written as UTC instants computed
 * from each event's date, time and IANA zone, so every calendar shows them at the right moment.
 */
export async function toIcs(
  rows: readonly EventRow[],
  config: Pick<Config, "publicUrl" | "clubName">,
  calName?: string,
  method?: "PUBLISH" | "REQUEST" | "CANCEL",
): Promise<string> {
  const base = config.publicUrl.href.replace(/\/+$/, "");
  const events: CalendarEntry[] = rows.map((row) => {
    const url = `${base}/events/${encodeURIComponent(row.id)}`;
    const location = placeOf(row);
    return {
      uid: `${row.id}@${config.publicUrl.host}`,
      title: row.title,
      // A confidential gathering's file says when and where, never more (can.event.calendarDetails; decision 0059).
      description: can.event.calendarDetails(row) ? `${row.description}\n\n${url}` : url,
      start: icsUtc(row.starts_at),
      startInputType: "utc",
      startOutputType: "utc",
      end: icsUtc(row.ends_at),
      endInputType: "utc",
      endOutputType: "utc",
      url,
      ...(location ? { location } : {}),
      // One UID for the event's life, a higher SEQUENCE for each change: calendars replace their copy, never add one.
      status: row.cancelled_at === null ? "CONFIRMED" : "CANCELLED",
      sequence: row.sequence,
      busyStatus: "BUSY",
      ...(row.reminder_minutes !== null
        ? {
            alarms: [
              {
                action: "display" as const,
                description: `Reminder: ${row.title}`,
                trigger: alarmBefore(row.reminder_minutes),
              },
            ],
          }
        : {}),
      created: row.created_at,
      lastModified: row.updated_at,
      productId: `${config.clubName}//Events//EN`,
    };
  });
  return calendarFile(events, {
    productId: `${config.clubName}//Events//EN`,
    ...(calName ? { calName } : {}),
    ...(method ? { method } : {}),
  });
}
