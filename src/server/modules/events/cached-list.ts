import { accessControl } from "../../access/access.ts";
import { changeVersionsRepository } from "../../db/change-versions-repository.ts";
import type { Db } from "../../db/database.ts";
import { createVersionedCache } from "../../db/versioned-cache.ts";
import { createCompressedAnswers } from "../../http/compressed-answers.ts";
import { jsonArray, sharedJson, viewerTail } from "../../http/json-pieces.ts";
import type { WholeList } from "./whole-list.ts";
import { toSharedEvent, toViewerFields } from "./mapper.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { notFound } from "../../http/errors.ts";
import { eventRules, type Actor, type EventRelation } from "../../access/rules.ts";
import { eventsRepository, type EventRow, type ListWindow, type Roster } from "./repository.ts";

/** Pages up to this size are served from the events cache; larger ones (the whole calendar) are read each time. */
export const CACHED_PAGE_MAX = 100;

/** Events read per window beyond the page, so invite-only events the viewer may not see rarely leave a page short. */
const SLACK = 20;

/** One event as every viewer sees it: its row, who takes part or waits, and its shared JSON. */
export interface CachedEvent {
  row: EventRow;
  roster: Roster;
  participantIds: ReadonlySet<number>;
  json: Buffer;
}

/** The events of one list window (from, to, cursor, order, size), whoever may see them, in list order; or one event. */
interface CachedWindow {
  events: readonly CachedEvent[];
  /** False when the window holds more events than were read. */
  complete: boolean;
}

export const createEventsCache = () => ({
  windows: createVersionedCache<CachedWindow>("events"),
  whole: createVersionedCache<WholeList>("events-whole-list", 1),
  compressed: createCompressedAnswers("events-whole-list-compressed"),
});
export type EventsCache = ReturnType<typeof createEventsCache>;

export interface EventsPage {
  /** The page's answer, already JSON. */
  json: Buffer;
  /** The last event of the page when there is a next page. */
  last: EventRow | undefined;
}

const windowKey = (w: ListWindow & { limit: number }) =>
  `${w.fromMs}|${w.toMs}|${w.after?.startsAt}|${w.after?.id}|${w.order}|${w.limit}`;

/**
 * A page of the events this viewer may see, built from the cached window of events everyone is shown plus the viewer's
 * own relation to them (one query for invitations, only when an invite-only event's visibility depends on one).
 * Undefined when the cached window is too short for this viewer's page: the caller then reads the page directly.
 */
export async function cachedEventsPage(
  db: Db,
  cache: EventsCache,
  actor: Actor,
  window: ListWindow & { limit: number },
): Promise<EventsPage | undefined> {
  const version = await changeVersionsRepository(db).read("events");
  cache.windows.align(version);
  const key = windowKey(window);
  let cached = cache.windows.get(key);
  if (!cached) {
    cached = await readWindow(db, window);
    cache.windows.store(version, key, cached);
  }

  const relations = await relationsTo(db, actor, cached.events);
  const page: [Buffer, Buffer][] = [];
  let last: EventRow | undefined;
  const now = Date.now();
  for (const [index, { row, roster, json }] of cached.events.entries()) {
    const relation = relations[index]!;
    if (!eventRules.read(actor, row, relation)) continue;
    if (page.length === window.limit) return { json: jsonArray(page), last };
    page.push([json, viewerTail(toViewerFields(row, roster, actor, relation, now))]);
    last = row;
  }
  return cached.complete ? { json: jsonArray(page), last: undefined } : undefined;
}

/** One event's answer for this viewer (GET /api/events/:id), from the cache; 404 when it is unknown or hidden from them. */
export async function cachedEventJson(db: Db, cache: EventsCache, actor: Actor, key: string): Promise<Buffer> {
  const version = await changeVersionsRepository(db).read("events");
  cache.windows.align(version);
  let cached = cache.windows.get(`event:${key}`);
  if (!cached) {
    const row = await eventsRepository(db).findByIdOrSlug(key);
    if (!row) throw notFound(EVENT_TEXTS.notFound);
    cached = { events: await toCachedEvents(db, [row]), complete: true };
    cache.windows.store(version, `event:${key}`, cached);
  }
  const { row, roster, json } = cached.events[0]!;
  const [relation] = await relationsTo(db, actor, cached.events);
  if (!eventRules.read(actor, row, relation!)) throw notFound(EVENT_TEXTS.notFound);
  return Buffer.concat([json, viewerTail(toViewerFields(row, roster, actor, relation!))]);
}

/**
 * The viewer's relation to each event: taking part is in the cached participants; the state of an invitation is read
 * (one query) only for the invite-only events where it decides what the viewer may see or do.
 */
async function relationsTo(db: Db, actor: Actor, events: readonly CachedEvent[]): Promise<EventRelation[]> {
  const undecided = actor.admin
    ? []
    : events
        .filter(
          ({ row, participantIds }) =>
            !eventRules.readDecidedWithoutRelation(actor, row) && !participantIds.has(actor.user_id),
        )
        .map(({ row }) => row.id);
  const invitations = undecided.length ? await accessControl(db).invitationStates(actor, undecided) : undefined;
  return events.map(({ row, participantIds }) => ({
    isParticipant: participantIds.has(actor.user_id),
    invitation: invitations?.get(row.id) ?? "none",
  }));
}

export async function toCachedEvents(db: Db, rows: readonly EventRow[]): Promise<CachedEvent[]> {
  const rosters = await eventsRepository(db).rostersOf(rows.map((row) => row.id));
  return rows.map((row) => {
    const roster = rosters.get(row.id)!;
    const participantIds = new Set(roster.participants.map((p) => p.user_id));
    return { row, roster, participantIds, json: sharedJson(toSharedEvent(row, roster)) };
  });
}

async function readWindow(db: Db, window: ListWindow & { limit: number }): Promise<CachedWindow> {
  const size = window.limit + 1 + SLACK;
  const rows = await eventsRepository(db).list("everyone", { ...window, limit: size });
  return { events: await toCachedEvents(db, rows), complete: rows.length < size };
}
