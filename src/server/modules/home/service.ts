import type { Db } from "../../kernel/database/database.ts";
import type { Logger } from "../../kernel/logging/logger.ts";
import { type Actor, can, NO_RELATION } from "../../access/index.ts";
import type { MembersHome } from "../../../shared/profiles.ts";
import { profilesService } from "../profiles/index.ts";
import { herPartOfHome } from "./her-part.ts";
import { toHomeEvent, toHomePhoto } from "./mapper.ts";
import { homeReadModel, readHomeVersions } from "./read-model.ts";

const DAY = 24 * 60 * 60 * 1000;
/** Opening the home again within this time is the same visit: what was new stays new. */
export const SAME_VISIT_MS = 30 * 60 * 1000;
/** Opening it again within a minute writes nothing: the visit is known to go on. */
const QUIET_MS = 60 * 1000;
/** On her first visit, "new" means the last fortnight. */
const FIRST_VISIT_WINDOW_MS = 14 * DAY;
const SHOWN = { next: 5, invitations: 10, newEvents: 6, photos: 8, comments: 8, members: 8 } as const;

/** Making a formatter costs far more than using one: one per time zone (a club has one). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timezone: string) {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall-clock time at `instant` in `timezone`, written as if it were UTC (to compare wall clocks). */
function wallClock(instant: number, timezone: string) {
  const parts = formatterFor(timezone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
}

/** The first instant of the current month in the club's time zone (its offset then, not today's). */
export function startOfMonth(now: number, timezone: string) {
  const today = new Date(wallClock(now, timezone));
  const target = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  let guess = now - (wallClock(now, timezone) - target);
  for (let i = 0; i < 2; i += 1) guess -= wallClock(guess, timezone) - target;
  return guess;
}

/**
 * The club's time zone is offset from UTC by whole minutes, so within one minute of UTC the month is the same: its
 * start is worked out once a minute, not at every request.
 */
function monthStarts(clubTimezone: string) {
  let minute = Number.NaN;
  let start = 0;
  return (now: number) => {
    const current = Math.floor(now / 60_000);
    if (current !== minute) [minute, start] = [current, startOfMonth(now, clubTimezone)];
    return start;
  };
}

/**
 * The members' home: what is new for her from the read model of what her type shares (read-model.ts), what is hers
 * alone kept per member and version (her-part.ts), every list through the access layer. Her visit is written without
 * the answer waiting for it.
 */
export function homeService(db: Db, clubTimezone: string, log?: Logger) {
  const profiles = profilesService(db);
  const whatIsNew = homeReadModel(db, SHOWN);
  const herPart = herPartOfHome(db, SHOWN);
  const monthStartAt = monthStarts(clubTimezone);

  return async function membersHome(actor: Actor & { name: string }, now = Date.now()): Promise<MembersHome> {
    const versions = await readHomeVersions(db);
    const visit = await profiles.openHome(actor, now, { sameVisitMs: SAME_VISIT_MS, quietMs: QUIET_MS });
    visit.stamped?.catch((error: unknown) => log?.error({ err: error }, "the home visit was not recorded"));
    const since = visit.lastVisit ?? now - FIRST_VISIT_WINDOW_MS;
    const [hers, fresh] = await Promise.all([
      herPart(actor, versions.hers, now),
      whatIsNew(actor, versions.shared, since, now, monthStartAt(now)),
    ]);
    return {
      user_id: actor.user_id,
      name: actor.name,
      ...hers,
      // She has no part in them: no relation, and she did not create them.
      new_events: fresh.events.flatMap((row) =>
        can.event.read(actor, row, NO_RELATION)
          ? [toHomeEvent(row, can.event.seeVirtualLink(actor, row, NO_RELATION))]
          : [],
      ),
      new_photos: fresh.photos.map(toHomePhoto),
      new_members: fresh.members,
      complete_profile: visit.bare,
      last_visit: visit.lastVisit === null ? null : new Date(visit.lastVisit).toISOString(),
    };
  };
}

export type HomeService = ReturnType<typeof homeService>;
