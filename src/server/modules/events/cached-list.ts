import type { Db } from "../../db/database.ts";
import type { EventsCache, CachedEvent, CachedWindow } from "./events-cache.ts";
import { toSharedEvent, toViewerFields, type ViewerFields } from "./mapper.ts";
import { eventPolicy, type Actor, type Relation } from "./policy.ts";
import { eventsRepository, type EventRow, type ListWindow } from "./repository.ts";

/** Pages up to this size are served from the events cache; larger ones (the whole calendar) are read each time. */
export const CACHED_PAGE_MAX = 100;

/** Events read per window beyond the page, so invite-only events the viewer may not see rarely leave a page short. */
const SLACK = 20;

export interface EventsPage {
  /** The page's answer, already JSON. */
  json: Buffer;
  /** The last event of the page when there is a next page. */
  last: EventRow | undefined;
}

const windowKey = (w: ListWindow & { limit: number }) => `${w.fromMs}|${w.toMs}|${w.after?.startsAt}|${w.after?.id}|${w.order}|${w.limit}`;

/**
 * A page of the events this viewer may see, built from the cached window of events everyone is shown plus the viewer's
 * own relation to them (one query for invitations, only when an invite-only event's visibility depends on one).
 * Undefined when the cached window is too short for this viewer's page: the caller then reads the page directly.
 */
export async function cachedEventsPage(db: Db, cache: EventsCache, actor: Actor, window: ListWindow & { limit: number }): Promise<EventsPage | undefined> {
  const events = eventsRepository(db);
  const version = await events.version();
  cache.align(version);
  const key = windowKey(window);
  let cached = cache.window(key);
  if (!cached) {
    cached = await readWindow(db, window);
    cache.store(version, key, cached);
  }

  const undecided = actor.admin
    ? []
    : cached.events
        .filter(({ row, participantIds }) => row.exclusivity !== "open" && row.created_by !== actor.user_id && !participantIds.has(actor.user_id))
        .map(({ row }) => row.id);
  const invitations = undecided.length ? await events.invitationStatesOf(actor.user_id, undecided) : undefined;

  // Two pieces an event: the shared part and the viewer's tail.
  const page: Buffer[] = [];
  let last: EventRow | undefined;
  for (const { row, participantIds, sharedJson } of cached.events) {
    const relation: Relation = { isParticipant: participantIds.has(actor.user_id), invitation: invitations?.get(row.id) ?? "none" };
    if (!eventPolicy.canSee(actor, row, relation)) continue;
    if (page.length === 2 * window.limit) return { json: jsonArray(page), last };
    page.push(sharedJson, viewerTail(toViewerFields(row, actor, relation)));
    last = row;
  }
  return cached.complete ? { json: jsonArray(page), last: undefined } : undefined;
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/** Pairs of (shared part, viewer's tail) joined into one JSON array, without encoding any text again. */
function jsonArray(pairs: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  for (let i = 0; i < pairs.length; i += 2) {
    if (i) parts.push(COMMA);
    parts.push(pairs[i]!, pairs[i + 1]!);
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/** `,"is_participant":…,"can_edit":…,"can_join":…}`: three flags, so eight tails, each encoded once. */
const tails = new Map<string, Buffer>();
function viewerTail(fields: ViewerFields): Buffer {
  const key = `${+fields.is_participant}${+fields.can_edit}${+fields.can_join}`;
  let tail = tails.get(key);
  if (!tail) tails.set(key, (tail = Buffer.from(`,${JSON.stringify(fields).slice(1)}`)));
  return tail;
}

async function readWindow(db: Db, window: ListWindow & { limit: number }): Promise<CachedWindow> {
  const events = eventsRepository(db);
  const size = window.limit + 1 + SLACK;
  const rows = await events.list("everyone", { ...window, limit: size });
  const participants = await events.participantsOf(rows.map((row) => row.id));
  const cachedEvents = rows.map((row): CachedEvent => {
    const people = participants.get(row.id) ?? [];
    return { row, participantIds: new Set(people.map((p) => p.user_id)), sharedJson: Buffer.from(JSON.stringify(toSharedEvent(row, people)).slice(0, -1)) };
  });
  return { events: cachedEvents, complete: rows.length < size };
}
