import { accessControl, type Actor } from "../../access/index.ts";
import { changeVersionsRepository } from "../../kernel/caches/change-versions-repository.ts";
import type { Db } from "../../kernel/database/database.ts";
import { createVersionedCache } from "../../kernel/caches/versioned-cache.ts";
import { createCompressedAnswers } from "../../kernel/http/compressed-answers.ts";
import { sharedJson, viewerTail } from "../../kernel/http/json-pieces.ts";
import {
  eventList,
  listAnswer,
  sharedBytesFor,
  type CachedEvent,
  type EventList,
  type ListAnswer,
} from "./list-answers.ts";
import { toSharedEvent, toViewerFields } from "./mapper.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import { notFound } from "../../kernel/http/errors.ts";
import { eventsRepository, type EventRow, type ListWindow } from "./repository.ts";

/** Pages up to this size are served from the events cache; larger ones (the whole calendar) are read each time. */
export const CACHED_PAGE_MAX = 100;

/** Events read per window beyond the page, so invite-only events the viewer may not see rarely leave a page short. */
const SLACK = 20;

export const createEventsCache = () => ({
  /** The windows pages are cut from, each a list with its variants (list-answers.ts). */
  windows: createVersionedCache<EventList>("events"),
  /** Single events, by the id or slug they were asked by. */
  single: createVersionedCache<CachedEvent>("event"),
  whole: createVersionedCache<EventList>("events-whole-list", 1),
  compressed: createCompressedAnswers("events-whole-list-compressed"),
  pagesCompressed: createCompressedAnswers("events-pages-compressed"),
});
export type EventsCache = ReturnType<typeof createEventsCache>;

export interface EventsPage extends ListAnswer {
  /** The events version the page was made from (for compressing it once). */
  version: number;
}

const windowKey = (w: ListWindow & { limit: number }) =>
  `${w.fromMs}|${w.toMs}|${w.after?.startsAt}|${w.after?.id}|${w.order}|${w.limit}`;

/**
 * A page of the events this viewer may see, cut from the cached window of events everyone is shown: the answer of her
 * member type as it is, or with her own items (her invitations among those read with the window) encoded between its
 * runs (list-answers.ts). Undefined when the cached window is too short for this
 * viewer's page: the caller then reads the page directly.
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
  let list = cache.windows.get(key);
  if (!list) {
    list = await readWindow(db, window, key);
    cache.windows.store(version, key, list);
  }
  const answer = listAnswer(list, actor);
  return answer && { ...answer, version };
}

/** One event's answer for this viewer (GET /api/events/:id), from the cache; 404 when it is unknown or hidden from them. */
export async function cachedEventJson(db: Db, cache: EventsCache, actor: Actor, key: string): Promise<Buffer> {
  const version = await changeVersionsRepository(db).read("events");
  cache.single.align(version);
  let cached = cache.single.get(key);
  if (!cached) {
    const row = await eventsRepository(db).findByIdOrSlug(key);
    if (!row) throw notFound(EVENT_TEXTS.notFound);
    cached = (await toCachedEvents(db, [row]))[0]!;
    cache.single.store(version, key, cached);
  }
  const { row, roster } = cached;
  const relation = await accessControl(db).requireReadableEvent(actor, row, cached.participantIds);
  return Buffer.concat([
    sharedBytesFor(cached, actor, relation),
    viewerTail(toViewerFields(row, roster, actor, relation)),
  ]);
}

export async function toCachedEvents(db: Db, rows: readonly EventRow[]): Promise<CachedEvent[]> {
  const rosters = await eventsRepository(db).rostersOf(rows.map((row) => row.id));
  return rows.map((row) => {
    const roster = rosters.get(row.id)!;
    const participantIds = new Set(roster.participants.map((p) => p.user_id));
    const json = sharedJson(toSharedEvent(row, roster, false));
    const insideJson = row.confidential === 1 ? sharedJson(toSharedEvent(row, roster, true)) : json;
    return { row, roster, participantIds, json, insideJson };
  });
}

async function readWindow(db: Db, window: ListWindow & { limit: number }, key: string): Promise<EventList> {
  const size = window.limit + 1 + SLACK;
  const rows = await eventsRepository(db).list("everyone", { ...window, limit: size });
  return eventList(db, key, await toCachedEvents(db, rows), { limit: window.limit, complete: rows.length < size });
}
