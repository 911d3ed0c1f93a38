import type { Db } from "../../kernel/database/database.ts";
import { accessControl, type Actor, can, NO_RELATION } from "../../access/index.ts";
import type { HomeEvent, MembersHome } from "../../../shared/profiles.ts";
import { placeOf } from "../events/index.ts";
import { profilesService } from "../profiles/index.ts";
import { homeRepository, type HomeEventRow } from "./repository.ts";

const DAY = 24 * 60 * 60 * 1000;
/** Opening the home again within this time is the same visit: what was new stays new. */
export const SAME_VISIT_MS = 30 * 60 * 1000;
/** Opening it again within a minute writes nothing: the visit is known to go on. */
const QUIET_MS = 60 * 1000;
/** On her first visit, "new" means the last fortnight. */
const FIRST_VISIT_WINDOW_MS = 14 * DAY;
const SHOWN = { next: 5, invitations: 10, newEvents: 6, photos: 8, comments: 8, members: 8 } as const;

const mediaUrl = (key: string) => `/media/${key}`;

function toHomeEvent(row: HomeEventRow, withLink: boolean): HomeEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    event_date: row.event_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    timezone: row.timezone,
    starts_at: new Date(Number(row.starts_at)).toISOString(),
    place: placeOf(withLink ? row : { ...row, virtual_link: null }) ?? null,
    exclusivity: row.exclusivity,
  };
}

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

/** The members' home: one answer, every list through the access layer. */
export function homeService(db: Db, clubTimezone: string) {
  const home = homeRepository(db);
  const profiles = profilesService(db);
  const access = accessControl(db);

  /** The comments for her that the access layer lets her see (a comment follows what it is on). */
  async function commentsForHer(actor: Actor) {
    const candidates = await home.commentsForHer(actor, SHOWN.comments * 4);
    const eventIds = candidates.flatMap((c) => (c.event_title !== null ? [c.commentable_id] : []));
    const readableEvents = await access.readableEventIds(actor, [...new Set(eventIds)]);
    const images = candidates.flatMap((c) =>
      c.image_uploaded_by !== null
        ? [
            {
              id: c.commentable_id,
              uploaded_by: c.image_uploaded_by,
              associated_event_id: c.image_event_id,
              withheld_at: c.image_withheld_at,
            },
          ]
        : [],
    );
    const readableImages = new Set((await access.readableImages(actor, images)).map((image) => image.id));
    // Never a word said at a confidential gathering, even to those who were there (decision 0059).
    const quotable = (c: (typeof candidates)[number]) =>
      c.event_title === null ||
      can.comment.quoteOutside({ kind: "event", facts: { confidential: c.event_confidential ?? 0 } });
    return candidates
      .filter((c) => readableEvents.has(c.commentable_id) || readableImages.has(c.commentable_id))
      .filter(quotable)
      .slice(0, SHOWN.comments);
  }

  return async function membersHome(actor: Actor & { name: string }, now = Date.now()): Promise<MembersHome> {
    const lastVisit = await profiles.recordHomeVisit(actor, now, { sameVisitMs: SAME_VISIT_MS, quietMs: QUIET_MS });
    const since = lastVisit ?? now - FIRST_VISIT_WINDOW_MS;
    const [next, invitations, newEvents, photos, comments, members, bare] = await Promise.all([
      home.nextEvents(actor, now, SHOWN.next),
      home.pendingInvitations(actor, now, SHOWN.invitations),
      home.newEvents(actor, since, now, SHOWN.newEvents),
      home
        .newPhotos(actor, since, SHOWN.photos * 4)
        .then(async (photos) => (await access.readableImages(actor, photos)).slice(0, SHOWN.photos)),
      commentsForHer(actor),
      profiles.joinedSince(actor, startOfMonth(now, clubTimezone), SHOWN.members),
      profiles.isBare(actor),
    ]);
    const listed = [...next, ...invitations, ...newEvents];
    const relations = await access.eventRelations(actor, [...new Set(listed.map((row) => row.id))]);
    const toEvent = (row: HomeEventRow) =>
      toHomeEvent(row, can.event.seeVirtualLink(actor, row, relations.get(row.id) ?? NO_RELATION));
    return {
      user_id: actor.user_id,
      name: actor.name,
      next_events: next.map(toEvent),
      invitations: invitations.map((row) => ({ ...toEvent(row), invited_by: row.invited_by ?? null })),
      new_events: newEvents.map(toEvent),
      new_photos: photos.map((photo) => ({
        id: photo.id,
        title: photo.title,
        thumbnail_url: mediaUrl(photo.thumbnail_key),
        placeholder_color: photo.placeholder_color,
      })),
      comments: comments.map((comment) => {
        const onEvent = comment.event_title !== null;
        return {
          id: comment.id,
          author_name: comment.author_name,
          content: comment.content,
          created_at: new Date(Number(comment.created_at)).toISOString(),
          reason: comment.mentions_her ? "mention" : "reply",
          target: onEvent
            ? {
                kind: "event",
                id: comment.commentable_id,
                title: comment.event_title!,
                path: `/events/${encodeURIComponent(comment.commentable_id)}?tab=notes#comment-${comment.id}`,
              }
            : {
                kind: "image",
                id: comment.commentable_id,
                title: comment.image_title ?? "",
                path: `/gallery?image=${encodeURIComponent(comment.commentable_id)}#comment-${comment.id}`,
              },
        };
      }),
      new_members: members.filter((member) => member.user_id !== actor.user_id),
      complete_profile: bare,
      last_visit: lastVisit === null ? null : new Date(lastVisit).toISOString(),
    };
  };
}

export type HomeService = ReturnType<typeof homeService>;
