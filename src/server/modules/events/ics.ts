import { createEvents, type EventAttributes } from "ics";
import type { Config } from "../../config.ts";
import { placeOf } from "./mapper.ts";
import type { EventRow } from "./repository.ts";

/**
 * Events as an iCalendar file (RFC 5545) with the `ics` package. Times are written as UTC instants computed
 * from each event's date, time and IANA zone, so every calendar shows them at the right moment.
 */
export function toIcs(rows: readonly EventRow[], config: Pick<Config, "publicUrl" | "clubName">, calName?: string): string {
  const base = config.publicUrl.href.replace(/\/+$/, "");
  const events: EventAttributes[] = rows.map((row) => {
    const url = `${base}/events/${encodeURIComponent(row.id)}`;
    const location = placeOf(row);
    return {
      uid: `${row.id}@${config.publicUrl.host}`,
      title: row.title,
      description: `${row.description}\n\n${url}`,
      start: row.starts_at,
      startInputType: "utc",
      startOutputType: "utc",
      end: row.ends_at,
      endInputType: "utc",
      endOutputType: "utc",
      url,
      ...(location ? { location } : {}),
      status: "CONFIRMED",
      busyStatus: "BUSY",
      created: row.created_at,
      lastModified: row.updated_at,
      productId: `${config.clubName}//Events//EN`,
    };
  });
  const { error, value } = createEvents(events, {
    productId: `${config.clubName}//Events//EN`,
    ...(calName ? { calName } : {}),
  });
  if (error || value === null) throw error ?? new Error("calendar could not be written");
  return value;
}
