import { checkEventCategory } from "../event-categories/index.ts";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "../../kernel/database/database.ts";
import type { Config } from "../../config.ts";
import type { EventFields, EventUpdate } from "../../../shared/event-fields.ts";
import { EVENT_TEXTS, SERIES_TEXTS } from "../../../shared/texts/events.ts";
import type { EventSeries, SeriesCreate, SeriesScope } from "../../../shared/event-series.ts";
import { addDays, daysBetween } from "../../../shared/calendar-date.ts";
import { describeRepeat, type RepeatEvery } from "../../../shared/recurrence.ts";
import { conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import { type Actor, can } from "../../access/index.ts";
import { toEventFields, toEventValues } from "./mapper.ts";
import { eventsRepository, type EventRow } from "./repository.ts";
import { seriesRepository } from "./series-repository.ts";
import type { Mailer } from "./seating.ts";
import {
  applyEventChange,
  cancelEvent,
  cancelInTransaction,
  deleteEvent,
  deleteInTransaction,
  isUniqueViolation,
  loadVisible,
  mergeUpdate,
  presentEvents,
  updateEvent,
  type EventDeletedSubscriber,
} from "./service.ts";
import { firstFreeSlug, slugBase } from "./slug.ts";

/** A wall-clock "YYYY-MM-DDTHH:MM" moved by whole days, keeping its time. */
const shiftWallClock = (value: string | null, days: number) =>
  value === null ? null : `${addDays(value.slice(0, 10), days)}${value.slice(10)}`;

/** The fields of the occurrence `days` after the first: its dates, deadline and release time moved alike. */
function fieldsOn(first: EventFields, days: number): EventFields {
  return {
    ...first,
    event_date: addDays(first.event_date, days),
    end_date: addDays(first.end_date, days),
    rsvp_deadline: shiftWallClock(first.rsvp_deadline, days),
    reserved_until: shiftWallClock(first.reserved_until, days),
  };
}

/**
 * Creates a repeating event: the series' rule and one event per date, in one transaction (all or none), each with
 * its own slug. Answers the series' id.
 */
export async function createSeries(db: Db, actor: Actor, input: SeriesCreate, now = Date.now()): Promise<string> {
  if (!can.event.create(actor)) throw forbidden(EVENT_TEXTS.standardCannotCreate);
  input = { ...input, fields: { ...input.fields, type: await checkEventCategory(db, input.fields.type) } };
  const base = slugBase(input.fields.title);
  for (let attempt = 0; ; attempt += 1) {
    const seriesId = uuidv7();
    try {
      await db.transaction().execute(async (trx) => {
        const events = eventsRepository(trx);
        await seriesRepository(trx).insert({
          id: seriesId,
          rule: input.rule,
          created_by: actor.user_id,
          created_at: now,
        });
        const taken = new Set(await events.slugsStartingWith(base));
        for (const date of input.dates) {
          const slug = firstFreeSlug(base, taken);
          taken.add(slug);
          const fields = fieldsOn(input.fields, daysBetween(input.fields.event_date, date));
          const values = { ...toEventValues(fields, now), id: uuidv7(), slug, series_id: seriesId };
          await events.insert({ ...values, created_by: actor.user_id, created_at: now });
        }
      });
      return seriesId;
    } catch (error) {
      // Another event took one of these slugs meanwhile: choose again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** A series with the dates the viewer may see; 404 when she may see none of them (or there is no such series). */
export async function presentSeries(db: Db, actor: Actor, id: string): Promise<EventSeries> {
  const series = await seriesRepository(db).find(id);
  if (!series) throw notFound(SERIES_TEXTS.notFound);
  const rows = await seriesRepository(db).readableOccurrences(id, actor);
  if (rows.length === 0) throw notFound(SERIES_TEXTS.notFound);
  const every = series.every as RepeatEvery;
  return {
    id,
    every,
    count: series.count,
    until: series.until,
    description: describeRepeat(rows[0]!.event_date, every),
    events: await presentEvents(db, rows, actor),
  };
}

/** The chosen occurrence and the later ones of its series, all of which the actor must be allowed to manage. */
async function thisAndFollowing(db: Db, actor: Actor, key: string, refusal: string): Promise<EventRow[]> {
  const { row } = await loadVisible(db, key, actor);
  if (!can.event.manage(actor, row)) throw forbidden(refusal);
  if (row.series_id === null) return [row];
  const rows = await seriesRepository(db).occurrencesFrom(row.series_id, row.starts_at, row.id);
  if (rows.some((occurrence) => !can.event.manage(actor, occurrence))) throw forbidden(refusal);
  return rows;
}

/**
 * The change asked of the chosen occurrence, as it applies to one `days` later: the fields given, its own dates
 * moved by as many days as the chosen one's (its deadline and release time with them).
 */
function changeFor(occurrence: EventRow, chosen: EventRow, chosenAfter: EventFields, update: EventUpdate): EventUpdate {
  const { date, event_date, end_date, rsvp_deadline, reserved_until, ...rest } = update;
  const days = daysBetween(chosen.event_date, occurrence.event_date);
  const moved: EventUpdate = { ...rest };
  if (date !== undefined || event_date !== undefined || end_date !== undefined) {
    moved.event_date = addDays(chosenAfter.event_date, days);
    moved.end_date = addDays(chosenAfter.end_date, days);
  }
  if (rsvp_deadline !== undefined) moved.rsvp_deadline = shiftWallClock(chosenAfter.rsvp_deadline, days);
  if (reserved_until !== undefined) moved.reserved_until = shiftWallClock(chosenAfter.reserved_until, days);
  return moved;
}

/**
 * PUT /api/events/:id: "this" changes the one event; "following" changes it and every later date of its series the
 * same way (dates move by the same number of days), all checked before any is written, in one transaction. Each
 * changed occurrence emails its own participants, as a change of one event does.
 */
export async function updateEventInScope(
  db: Db,
  mail: Mailer,
  actor: Actor,
  key: string,
  update: EventUpdate,
  scope: SeriesScope | undefined,
  config: Pick<Config, "clubTimezone" | "clubLocale" | "publicUrl" | "clubName">,
  now = Date.now(),
): Promise<string> {
  const { clubTimezone } = config;
  if (scope !== "following") return updateEvent(db, mail, actor, key, update, config, now);
  const rows = await thisAndFollowing(db, actor, key, EVENT_TEXTS.onlyManagersChange);
  const chosen = rows.find((row) => row.id === key || row.slug === key)!;
  const chosenAfter = mergeUpdate(toEventFields(chosen), update, clubTimezone);
  const changes = rows.map((row) => ({
    row,
    fields:
      row === chosen
        ? chosenAfter
        : mergeUpdate(toEventFields(row), changeFor(row, chosen, chosenAfter, update), clubTimezone),
  }));
  for (const change of changes)
    change.fields = { ...change.fields, type: await checkEventCategory(db, change.fields.type, change.row.type) };
  await db.transaction().execute(async (trx) => {
    for (const { row, fields } of changes) await applyEventChange(trx, mail, row, fields, config, now);
  });
  return chosen.id;
}

/** POST /api/events/:id/cancel: "following" cancels it and the later dates not yet cancelled; 409 when none was left. */
export async function cancelEventInScope(
  db: Db,
  mail: Mailer,
  actor: Actor,
  key: string,
  reason: string | null,
  scope: SeriesScope | undefined,
  config: Pick<Config, "publicUrl" | "clubName">,
  now = Date.now(),
): Promise<string> {
  if (scope !== "following") return cancelEvent(db, mail, actor, key, reason, config, now);
  const rows = await thisAndFollowing(db, actor, key, EVENT_TEXTS.onlyManagersCancel);
  await db.transaction().execute(async (trx) => {
    let cancelled = 0;
    for (const row of rows) if (await cancelInTransaction(trx, mail, row, reason, config, now)) cancelled += 1;
    if (cancelled === 0) throw conflict(EVENT_TEXTS.alreadyCancelled);
  });
  return rows.find((row) => row.id === key || row.slug === key)!.id;
}

/** DELETE /api/events/:id?scope=following: deletes it and the later dates of its series, in one transaction. */
export async function deleteEventInScope(
  db: Db,
  actor: Actor,
  key: string,
  scope: SeriesScope | undefined,
  subscribers: ReadonlyArray<EventDeletedSubscriber>,
): Promise<number> {
  if (scope !== "following") {
    await deleteEvent(db, actor, key, subscribers);
    return 1;
  }
  const rows = await thisAndFollowing(db, actor, key, EVENT_TEXTS.onlyManagersDelete);
  await db.transaction().execute(async (trx) => {
    for (const row of rows) await deleteInTransaction(trx, row.id, subscribers);
  });
  return rows.length;
}
