import { v7 as uuidv7 } from "uuid";
import { accessControl } from "../../access/access.ts";
import type { Db } from "../../db/database.ts";
import {
  EVENT_TEXTS,
  resolveEventFields,
  type Event,
  type EventFields,
  type EventFieldsRaw,
  type EventListQuery,
  type EventUpdate,
} from "../../../shared/events.ts";
import { badRequest, forbidden, notFound } from "../../http/errors.ts";
import { CACHED_PAGE_MAX, cachedEventsPage, type EventsCache } from "./cached-list.ts";
import { parseBoundary } from "./instants.ts";
import { toEvent, toEventFields, toEventValues } from "./mapper.ts";
import { eventRules, type Actor, type EventRelation } from "../../access/rules.ts";
import { eventsRepository, type EventRow } from "./repository.ts";
import { firstFreeSlug, slugBase } from "./slug.ts";

/** An event the actor may see, with their relation to it; 404 when it is unknown or hidden from them (docs/product/access.md#refusals). */
export async function loadVisible(
  db: Db,
  key: string,
  actor: Actor,
): Promise<{ row: EventRow; relation: EventRelation }> {
  const row = await eventsRepository(db).findByIdOrSlug(key);
  if (!row) throw notFound(EVENT_TEXTS.notFound);
  const relation = (await accessControl(db).eventRelations(actor, [row.id])).get(row.id)!;
  if (!eventRules.read(actor, row, relation)) throw notFound(EVENT_TEXTS.notFound);
  return { row, relation };
}

const encodeCursor = (row: { starts_at: number; id: string }) =>
  Buffer.from(JSON.stringify([row.starts_at, row.id])).toString("base64url");

function decodeCursor(cursor: string): { startsAt: number; id: string } {
  try {
    const [startsAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    // A whole number that fits the bigint column: any other made PostgreSQL fail the list with a 500.
    if (Number.isSafeInteger(startsAt) && typeof id === "string") return { startsAt: startsAt as number, id };
  } catch {
    // falls through to the 400 below
  }
  throw badRequest("Some fields are missing or invalid.", [
    { path: "query.cursor", message: "This cursor is not one the server gave." },
  ]);
}

/** A page of the events list: JSON from the cache, or events read directly; with the next page's cursor when there is one. */
export type EventsListPage = ({ json: Buffer } | { events: Event[] }) & { nextCursor: string | undefined };

/**
 * GET /api/events: the events the viewer may see in the window. Pages up to CACHED_PAGE_MAX come from the events cache
 * (filtered per viewer by the access layer's rule); larger ones, and the whole list, are read with its SQL form.
 */
export async function listEvents(
  db: Db,
  cache: EventsCache,
  viewer: Actor,
  query: EventListQuery,
  clubTimezone: string,
): Promise<EventsListPage> {
  const { from, to, limit, cursor, order = "asc" } = query;
  const window = {
    fromMs: from ? parseBoundary(from, clubTimezone) : undefined,
    toMs: to ? parseBoundary(to, clubTimezone) : undefined,
    after: cursor ? decodeCursor(cursor) : undefined,
    order,
  };
  if (limit !== undefined && limit <= CACHED_PAGE_MAX) {
    const page = await cachedEventsPage(db, cache, viewer, { ...window, limit });
    if (page) return { json: page.json, nextCursor: page.last && encodeCursor(page.last) };
  }
  const rows = await eventsRepository(db).list(viewer, {
    ...window,
    limit: limit === undefined ? undefined : limit + 1,
  });
  let nextCursor: string | undefined;
  if (limit !== undefined && rows.length > limit) {
    rows.length = limit;
    nextCursor = encodeCursor(rows[limit - 1]!);
  }
  return { events: await presentEvents(db, rows, viewer), nextCursor };
}

/** Maps a page of events with two queries for participants and relations, whatever the page size. */
export async function presentEvents(db: Db, rows: readonly EventRow[], actor: Actor): Promise<Event[]> {
  const events = eventsRepository(db);
  const ids = rows.map((r) => r.id);
  const participants = await events.participantsOf(ids);
  const relations = await accessControl(db).eventRelations(actor, ids);
  return rows.map((row) => toEvent(row, participants.get(row.id) ?? [], actor, relations.get(row.id)!));
}

export async function presentEvent(db: Db, key: string, actor: Actor): Promise<Event> {
  // loadVisible has read the viewer's relation already: only the participants are left to read.
  const { row, relation } = await loadVisible(db, key, actor);
  const participants = await eventsRepository(db).participantsOf([row.id]);
  return toEvent(row, participants.get(row.id) ?? [], actor, relation);
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));

export async function createEvent(db: Db, actor: Actor, fields: EventFields, now = Date.now()): Promise<string> {
  if (!eventRules.create(actor)) throw forbidden(EVENT_TEXTS.standardCannotCreate);
  const events = eventsRepository(db);
  const base = slugBase(fields.title);
  const id = uuidv7();
  for (let attempt = 0; ; attempt += 1) {
    const slug = firstFreeSlug(base, await events.slugsStartingWith(base));
    try {
      await events.insert({ ...toEventValues(fields, now), id, slug, created_by: actor.user_id, created_at: now });
      return id;
    } catch (error) {
      // Two events with the same title at the same moment: choose again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Merges an update into the stored event: fields left out keep their value, blank ones take the defaults,
 * and a new date without an end date keeps the event's length in days. The result is checked as a whole.
 */
export function mergeUpdate(current: EventFields, update: EventUpdate, clubTimezone: string): EventFields {
  const { date, ...rest } = update;
  const given = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<EventFieldsRaw>;
  const raw: EventFieldsRaw = { ...current, ...given };
  const newDate = date !== undefined ? date : rest.event_date;
  if (newDate !== undefined) raw.event_date = newDate;
  if (newDate && rest.end_date === undefined)
    raw.end_date = addDays(newDate, daysBetween(current.event_date, current.end_date));
  const issues: { path: string; message: string }[] = [];
  const fields = resolveEventFields(
    raw,
    { addIssue: (issue) => issues.push({ path: `body.${issue.path.join(".")}`, message: issue.message }) },
    clubTimezone,
  );
  if (issues.length) throw badRequest("Some fields are missing or invalid.", issues);
  return fields;
}

export async function updateEvent(
  db: Db,
  actor: Actor,
  key: string,
  update: EventUpdate,
  clubTimezone: string,
): Promise<string> {
  const { row } = await loadVisible(db, key, actor);
  if (!eventRules.manage(actor, row)) throw forbidden("Only the event's creator or an admin can change it.");
  const fields = mergeUpdate(toEventFields(row), update, clubTimezone);
  await eventsRepository(db).update(row.id, toEventValues(fields, Date.now()));
  return row.id;
}

/**
 * Work another module does, in the same transaction, before an event row goes (docs/product/data.md#deleting-an-event; wired in app.ts).
 * Participations and invitations need none: the schema cascades them.
 */
export type EventDeletedSubscriber = (trx: Db, event: { id: string }) => Promise<void>;

/** Deletes an event and, in the same transaction, whatever other modules hang on it (the subscribers). */
export async function deleteEvent(
  db: Db,
  actor: Actor,
  key: string,
  subscribers: ReadonlyArray<EventDeletedSubscriber>,
) {
  const { row } = await loadVisible(db, key, actor);
  if (!eventRules.manage(actor, row)) throw forbidden("Only the event's creator or an admin can delete it.");
  await db.transaction().execute(async (trx) => {
    for (const subscriber of subscribers) await subscriber(trx, { id: row.id });
    await eventsRepository(trx).delete(row.id);
  });
}

/** When images are deleted (a subscriber wired in app.ts): they stop being any event's banner. */
export const clearBannersOf = (trx: Db, imageIds: readonly string[]) => eventsRepository(trx).clearBanner(imageIds);
