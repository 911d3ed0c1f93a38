import type { Db } from "../../kernel/database/database.ts";
import type { CalendarFeed } from "../../../shared/events.ts";
import { notFound } from "../../kernel/http/errors.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import { calendarFeedRepository } from "./calendar-feed-repository.ts";
import { eventsRepository, type EventRow } from "./repository.ts";
import type { Actor } from "../../access/index.ts";
import { loadVisible } from "./service.ts";
import { withLinkFor } from "./mapper.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";

/** The feed keeps a month of past events, so a calendar does not drop last week's evening. */
const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;

/** One event the viewer may see, for its .ics file (its virtual link only if she may have it); 404 when hidden. */
export async function eventForIcs(db: Db, viewer: Actor, key: string): Promise<EventRow> {
  const { row, relation } = await loadVisible(db, key, viewer);
  return withLinkFor(row, viewer, relation);
}

/** Whether the member has a feed; its URL is shown only when made, as only its hash is kept. */
export async function calendarFeedOf(db: Db, member: Actor): Promise<CalendarFeed> {
  const feed = await calendarFeedRepository(db).find(member.user_id);
  return { url: null, active: feed !== undefined, created_at: feed ? new Date(feed.created_at).toISOString() : null };
}

/** A new secret feed URL for the member; the previous one stops working. */
export async function renewCalendarFeed(
  db: Db,
  member: Actor,
  feedUrl: (secret: string) => string,
  now = Date.now(),
): Promise<CalendarFeed> {
  const secret = newToken();
  await calendarFeedRepository(db).replace(member.user_id, hashToken(secret), now);
  return { url: feedUrl(secret), active: true, created_at: new Date(now).toISOString() };
}

export async function endCalendarFeed(db: Db, member: Actor): Promise<CalendarFeed> {
  await calendarFeedRepository(db).remove(member.user_id);
  return { url: null, active: false, created_at: null };
}

/** The events the feed's owner joined (and a month of past ones); 404 for a secret that is no feed's. */
export async function eventsOfFeed(db: Db, secret: string, now = Date.now()): Promise<EventRow[]> {
  const owner = await calendarFeedRepository(db).findMemberBySecretHash(hashToken(secret));
  if (!owner) throw notFound(EVENT_TEXTS.noSuchCalendarFeed);
  return eventsRepository(db).joinedSince(owner.user_id, now - FEED_PAST_MS);
}

/** When a member is deactivated (a subscriber wired in app.ts): her feed's secret URL ends for good (docs/product/data.md#deactivation). */
export const endCalendarFeedOf = (trx: Db, member: { userId: number }) =>
  calendarFeedRepository(trx).remove(member.userId);
