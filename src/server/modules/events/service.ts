import { checkEventCategory } from "../event-categories/index.ts";
import { v7 as uuidv7 } from "uuid";
import { accessControl, type Actor, can, type EventRelation } from "../../access/index.ts";
import type { JsonBytes } from "../../kernel/http/json-pieces.ts";
import type { Db } from "../../kernel/database/database.ts";
import { EVENT_TEXTS } from "../../../shared/texts/events.ts";
import type { Event, EventListQuery } from "../../../shared/events.ts";
import {
  resolveEventFields,
  type EventFields,
  type EventFieldsRaw,
  type EventUpdate,
} from "../../../shared/event-fields.ts";
import type { Config } from "../../config.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import type { CompressedAnswers } from "../../kernel/http/compressed-answers.ts";
import { toIcs } from "./ics.ts";
import { CACHED_PAGE_MAX, cachedEventsPage, type EventsCache } from "./cached-list.ts";
import { cachedWholeList } from "./whole-list.ts";
import { parseBoundary } from "./instants.ts";
import { placeOf, toEvent, toEventFields, toEventValues, whenOf } from "./mapper.ts";
import { eventsRepository, type EventRow } from "./repository.ts";
import { peopleOf, promoteWaiting, type Mailer } from "./seating.ts";
import { firstFreeSlug, slugBase } from "./slug.ts";
import { addDays, daysBetween } from "../../../shared/calendar-date.ts";
import {
  dateSettingsOf,
  formatLongDay,
  formatSpan,
  formatTime,
  type ClubDateSettings,
} from "../../../shared/dates/index.ts";

/** An event the actor may see, with their relation to it; 404 when it is unknown or hidden from them (docs/product/access.md#refusals). */
export async function loadVisible(
  db: Db,
  key: string,
  actor: Actor,
): Promise<{ row: EventRow; relation: EventRelation }> {
  const row = await eventsRepository(db).findByIdOrSlug(key);
  if (!row) throw notFound(EVENT_TEXTS.notFound);
  return { row, relation: await accessControl(db).requireReadableEvent(actor, row) };
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
  throw badRequest(EVENT_TEXTS.invalidFields, [{ path: "query.cursor", message: EVENT_TEXTS.unknownCursor }]);
}

/** A page of the events list: JSON from the cache, or events read directly; with the next page's cursor when there is one. */
export type EventsListPage = ({ json: JsonBytes } | { events: Event[] }) & {
  nextCursor: string | undefined;
  /** From the cache: which viewers share these bytes, at which events version, and where they are compressed once. */
  shared?: { shape: string; version: number; sharedBy: "many" | "one"; compressed: CompressedAnswers };
};

/**
 * GET /api/events: the events the viewer may see in the window. The whole list (no parameters) and pages up to
 * CACHED_PAGE_MAX come from the events cache (filtered per viewer by the access layer's rule); other windows are read
 * with its SQL form.
 */
export async function listEvents(
  db: Db,
  cache: EventsCache,
  viewer: Actor,
  query: EventListQuery,
  clubTimezone: string,
): Promise<EventsListPage> {
  const { from, to, limit, cursor, order = "asc" } = query;
  if (from === undefined && to === undefined && limit === undefined && cursor === undefined && order === "asc") {
    const whole = await cachedWholeList(db, cache, viewer);
    return {
      json: whole.json,
      nextCursor: undefined,
      shared: { shape: whole.shape, version: whole.version, sharedBy: whole.sharedBy, compressed: cache.compressed },
    };
  }
  const window = {
    fromMs: from ? parseBoundary(from, clubTimezone) : undefined,
    toMs: to ? parseBoundary(to, clubTimezone) : undefined,
    after: cursor ? decodeCursor(cursor) : undefined,
    order,
  };
  if (limit !== undefined && limit <= CACHED_PAGE_MAX) {
    const page = await cachedEventsPage(db, cache, viewer, { ...window, limit });
    if (page) {
      const { shape, version, sharedBy } = page;
      return {
        json: page.json,
        nextCursor: page.last && encodeCursor(page.last),
        shared: { shape, version, sharedBy, compressed: cache.pagesCompressed },
      };
    }
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
  const rosters = await events.rostersOf(ids);
  const relations = await accessControl(db).eventRelations(actor, ids);
  const now = Date.now();
  return rows.map((row) => toEvent(row, rosters.get(row.id)!, actor, relations.get(row.id)!, now));
}

export async function presentEvent(db: Db, key: string, actor: Actor): Promise<Event> {
  // loadVisible has read the viewer's relation already: only the participants are left to read.
  const { row, relation } = await loadVisible(db, key, actor);
  const rosters = await eventsRepository(db).rostersOf([row.id]);
  return toEvent(row, rosters.get(row.id)!, actor, relation);
}

export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));

export async function createEvent(db: Db, actor: Actor, fields: EventFields, now = Date.now()): Promise<string> {
  if (!can.event.create(actor)) throw forbidden(EVENT_TEXTS.standardCannotCreate);
  fields = { ...fields, type: await checkEventCategory(db, fields.type) };
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
  if (issues.length) throw badRequest(EVENT_TEXTS.invalidFields, issues);
  return fields;
}

/**
 * Changes an event. Done with its seats locked: when the change frees seats (a higher capacity, fewer held seats),
 * whoever waits and now fits moves in and is emailed, in the same transaction.
 */
export async function updateEvent(
  db: Db,
  mail: Mailer,
  actor: Actor,
  key: string,
  update: EventUpdate,
  config: Pick<Config, "clubTimezone" | "clubLocale" | "publicUrl" | "clubName">,
  now = Date.now(),
): Promise<string> {
  const { row } = await loadVisible(db, key, actor);
  if (!can.event.manage(actor, row)) throw forbidden(EVENT_TEXTS.onlyManagersChange);
  const merged = mergeUpdate(toEventFields(row), update, config.clubTimezone);
  const fields = { ...merged, type: await checkEventCategory(db, merged.type, row.type) };
  await db.transaction().execute((trx) => applyEventChange(trx, mail, row, fields, config, now));
  return row.id;
}

/**
 * Writes an event's new fields inside the caller's transaction, with its seats locked: seats it frees go to whoever
 * waits, and a change of date, time or place raises its SEQUENCE and emails those who joined or wait.
 */
export async function applyEventChange(
  trx: Db,
  mail: Mailer,
  row: EventRow,
  fields: EventFields,
  config: Pick<Config, "publicUrl" | "clubName" | "clubTimezone" | "clubLocale">,
  now: number,
) {
  const before = toEventFields(row);
  const changes = calendarChanges(before, fields, dateSettingsOf(config));
  // Those waiting are not given the virtual link: what changed as they may read it (none, when only the link did).
  const unlinked = (f: EventFields) => ({ ...f, virtual_link: null });
  const changesWithoutLink = calendarChanges(unlinked(before), unlinked(fields), dateSettingsOf(config));
  const events = eventsRepository(trx);
  if (!(await events.lockForSeats(row.id))) throw notFound(EVENT_TEXTS.notFound);
  // A confidential gathering keeps no photos (can.event.attachPhotos): one that has some does not become one.
  if (fields.confidential && !before.confidential && (await events.hasPhotos(row.id)))
    throw conflict(EVENT_TEXTS.confidentialHasPhotos);
  await events.update(row.id, toEventValues(fields, now), changes.length > 0);
  const changed = (await events.findByIdOrSlug(row.id))!;
  const roster = (await events.rostersOf([row.id])).get(row.id)!;
  await promoteWaiting(trx, mail, changed, roster, now);
  if (changes.length === 0 || changed.cancelled_at !== null) return;
  // Same UID, the raised SEQUENCE: a calendar holding the event moves it rather than adding a second one.
  const attachment = {
    filename: `${changed.slug}.ics`,
    contentType: "text/calendar; charset=utf-8; method=REQUEST",
    content: await toIcs([changed], config, undefined, "REQUEST"),
  };
  for (const member of await peopleOf(trx, roster)) {
    if (member.waiting && changesWithoutLink.length === 0) continue;
    await mail.enqueue(
      {
        to: member.email,
        userId: member.user_id,
        kind: "event-changed",
        data: {
          name: member.name,
          eventId: row.id,
          eventTitle: changed.title,
          changes: member.waiting ? changesWithoutLink : changes,
        },
        idempotencyKey: `event-changed:${row.id}:${member.user_id}:${changed.sequence}`,
        // Those waiting hold no seat (nor the virtual link): the email tells them, their calendar is not asked.
        attachments: member.waiting ? undefined : [attachment],
      },
      trx,
    );
  }
}

const placeText = (fields: EventFields) =>
  placeOf({ ...fields, is_physical: fields.is_physical ? 1 : 0 }) ??
  (fields.is_physical ? "To be announced" : "Online");

/** What changed of the date, the time or the place, as the change email tells it; empty when none did. */
export function calendarChanges(before: EventFields, after: EventFields, dates: ClubDateSettings) {
  const views = {
    Date: (f: EventFields) =>
      f.end_date > f.event_date
        ? formatSpan(dates, { startDate: f.event_date, endDate: f.end_date })
        : formatLongDay(dates, f.event_date),
    Time: (f: EventFields) =>
      `${formatTime(dates, f.start_time)} to ${formatTime(dates, f.end_time)} (${f.timezone.replaceAll("_", " ")})`,
    Place: placeText,
  };
  return Object.entries(views).flatMap(([field, view]) => {
    const [was, now] = [view(before), view(after)];
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}

/**
 * Cancels an event (its creator or an admin): the page stays with the reason, joining closes, and everyone who joined
 * or waited is emailed in the same transaction with a METHOD:CANCEL calendar file; the .ics and the feed answer the
 * same UID with STATUS:CANCELLED and a higher SEQUENCE. Cancelling twice answers 409.
 */
export async function cancelEvent(
  db: Db,
  mail: Mailer,
  actor: Actor,
  key: string,
  reason: string | null,
  config: Pick<Config, "publicUrl" | "clubName">,
  now = Date.now(),
): Promise<string> {
  const { row } = await loadVisible(db, key, actor);
  if (!can.event.manage(actor, row)) throw forbidden(EVENT_TEXTS.onlyManagersCancel);
  await db.transaction().execute(async (trx) => {
    if (!(await cancelInTransaction(trx, mail, row, reason, config, now))) throw conflict(EVENT_TEXTS.alreadyCancelled);
  });
  return row.id;
}

/** Cancels one event inside the caller's transaction and emails those who joined or waited; false when it already was. */
export async function cancelInTransaction(
  trx: Db,
  mail: Mailer,
  row: EventRow,
  reason: string | null,
  config: Pick<Config, "publicUrl" | "clubName">,
  now: number,
): Promise<boolean> {
  const events = eventsRepository(trx);
  if (!(await events.cancel(row.id, reason, now))) return false;
  const cancelled = (await events.findByIdOrSlug(row.id))!;
  const roster = (await events.rostersOf([row.id])).get(row.id)!;
  const attachment = {
    filename: `${cancelled.slug}.ics`,
    contentType: "text/calendar; charset=utf-8; method=CANCEL",
    content: await toIcs([cancelled], config, undefined, "CANCEL"),
  };
  for (const member of await peopleOf(trx, roster)) {
    await mail.enqueue(
      {
        to: member.email,
        userId: member.user_id,
        kind: "event-cancelled",
        data: {
          name: member.name,
          eventId: row.id,
          eventTitle: cancelled.title,
          when: whenOf(cancelled),
          reason: reason ?? undefined,
          waiting: member.waiting,
        },
        idempotencyKey: `event-cancelled:${row.id}:${member.user_id}`,
        attachments: member.waiting ? undefined : [attachment],
      },
      trx,
    );
  }
  return true;
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
  if (!can.event.manage(actor, row)) throw forbidden(EVENT_TEXTS.onlyManagersDelete);
  await db.transaction().execute((trx) => deleteInTransaction(trx, row.id, subscribers));
}

export async function deleteInTransaction(trx: Db, id: string, subscribers: ReadonlyArray<EventDeletedSubscriber>) {
  for (const subscriber of subscribers) await subscriber(trx, { id });
  await eventsRepository(trx).delete(id);
}

/** When images are deleted (a subscriber wired in app.ts): they stop being any event's banner. */
export const clearBannersOf = (trx: Db, imageIds: readonly string[]) => eventsRepository(trx).clearBanner(imageIds);
