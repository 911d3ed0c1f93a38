import { accessControl } from "../../access/access.ts";
import { changeVersionsRepository } from "../../db/change-versions-repository.ts";
import type { Db } from "../../db/database.ts";
import { createVersionedCache } from "../../db/versioned-cache.ts";
import { createCompressedAnswers } from "../../http/compressed-answers.ts";
import { CLOSE, COMMA, OPEN, jsonArray, sharedJson, viewerTail } from "../../http/json-pieces.ts";
import { toSharedEvent, toViewerFields } from "./mapper.ts";
import { EVENT_TEXTS } from "../../../shared/events.ts";
import { notFound } from "../../http/errors.ts";
import { eventRules, type Actor, type EventRelation } from "../../access/rules.ts";
import { eventsRepository, type EventRow, type ListWindow, type Roster } from "./repository.ts";

/** Pages up to this size are served from the events cache; larger ones (the whole calendar) are read each time. */
export const CACHED_PAGE_MAX = 100;

/** Events read per window beyond the page, so invite-only events the viewer may not see rarely leave a page short. */
const SLACK = 20;

/** One event as every viewer sees it: its row, who takes part or waits, and its shared JSON. */
interface CachedEvent {
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

/**
 * Every event in list order (the whole list, GET /api/events with no parameters), and that list's answer for a member
 * with no relation to any event (open events only, none joined or editable), encoded once with where each event's item
 * begins and ends in it: a viewer's answer reuses its runs and adds only the items that differ for them.
 */
interface WholeList {
  events: readonly CachedEvent[];
  /** `[item,item,…]` of every event with a stranger's fields; invite-only events too, so offsets stay simple. */
  stranger: Buffer;
  /** Each item's viewer fields in `stranger`, as encoded there. */
  strangerTails: readonly Buffer[];
  itemStart: readonly number[];
  itemEnd: readonly number[];
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

/** A Standard member with no relation to an event: the whole list's shared answer carries her fields. */
const STRANGER = { isParticipant: false, invitation: "none" } as const;
const strangerTail = (row: EventRow, roster: Roster, now: number) =>
  viewerTail(toViewerFields(row, roster, { user_id: 0, type: "Standard", admin: false }, STRANGER, now));

/**
 * The whole list (GET /api/events with no parameters) as this viewer may see it, byte for byte what the direct read
 * answers: the stranger's answer kept under the events version, with runs of it reused as they are and only the items
 * that differ for this viewer (invite-only events she may see, events she joined, created or may edit) added.
 */
export async function cachedWholeList(
  db: Db,
  cache: EventsCache,
  actor: Actor,
): Promise<{ json: Buffer; version: number; shape: string }> {
  const version = await changeVersionsRepository(db).read("events");
  cache.whole.align(version);
  let whole = cache.whole.get("whole");
  if (!whole) {
    whole = await readWholeList(db);
    cache.whole.store(version, "whole", whole);
  }
  const { events, stranger, strangerTails, itemStart, itemEnd } = whole;
  const now = Date.now();
  const relations = await relationsTo(db, actor, events);
  const parts: Buffer[] = [OPEN];
  // What the answer is made of, in a few bytes: viewers with the same shape get the same bytes (compressed-answers.ts).
  const shape: string[] = [];
  let items = 0;
  let runStart = -1;
  let runEnd = -1;
  const closeRun = () => {
    if (runStart < 0) return;
    parts.push(stranger.subarray(runStart, runEnd));
    shape.push(`${runStart}-${runEnd}`);
    runStart = -1;
  };
  for (const [index, { row, roster, json }] of events.entries()) {
    const relation = relations[index]!;
    if (!eventRules.read(actor, row, relation)) {
      closeRun();
      continue;
    }
    // Her fields now (seats by her member type, her place on the waitlist, replies closing with time): the stranger's
    // bytes are reused only where they are exactly hers.
    const tail = viewerTail(toViewerFields(row, roster, actor, relation, now));
    const sameAsStranger = row.exclusivity === "open" && tail.equals(strangerTails[index]!);
    if (sameAsStranger && runStart >= 0) {
      runEnd = itemEnd[index]!;
      items += 1;
      continue;
    }
    closeRun();
    if (items) parts.push(COMMA);
    items += 1;
    if (sameAsStranger) {
      runStart = itemStart[index]!;
      runEnd = itemEnd[index]!;
    } else {
      parts.push(json, tail);
      shape.push(`${index}:${tail.toString("latin1")}`);
    }
  }
  closeRun();
  parts.push(CLOSE);
  const answer = parts.length === 3 && parts[1]!.length === stranger.length - 2 ? stranger : Buffer.concat(parts);
  return { json: answer, version, shape: shape.join(",") };
}

async function readWholeList(db: Db): Promise<WholeList> {
  const rows = await eventsRepository(db).list("everyone", { order: "asc" });
  const events = await toCachedEvents(db, rows);
  const now = Date.now();
  const parts: Buffer[] = [OPEN];
  const strangerTails: Buffer[] = [];
  const itemStart: number[] = [];
  const itemEnd: number[] = [];
  let offset = OPEN.length;
  for (const [index, { row, roster, json }] of events.entries()) {
    if (index) {
      parts.push(COMMA);
      offset += COMMA.length;
    }
    const tail = strangerTail(row, roster, now);
    strangerTails.push(tail);
    itemStart.push(offset);
    parts.push(json, tail);
    offset += json.length + tail.length;
    itemEnd.push(offset);
  }
  parts.push(CLOSE);
  return { events, stranger: Buffer.concat(parts), strangerTails, itemStart, itemEnd };
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

async function toCachedEvents(db: Db, rows: readonly EventRow[]): Promise<CachedEvent[]> {
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
