import type * as Ics from "ics";
import { loadOnFirstUse } from "../lazy/load-on-first-use.ts";

export type CalendarEntry = Ics.EventAttributes;
export type CalendarHeader = Ics.HeaderAttributes;

// ics and its schema library hold about 2 MB of the server's heap: loaded with the first calendar file, not with the
// server (decision 16).
const loadIcs = loadOnFirstUse(() => import("ics"));

/** The club's one calendar writer: entries as an iCalendar file (RFC 5545), written by the `ics` library. */
export async function calendarFile(entries: CalendarEntry[], header: CalendarHeader): Promise<string> {
  const { createEvents } = await loadIcs();
  const { error, value } = createEvents(entries, header);
  if (error || value === null) throw error ?? new Error("calendar could not be written");
  return value;
}
