import type { Db } from "../../kernel/database/database.ts";
import { type Actor, filter } from "../../access/index.ts";
import type { RepeatRule } from "../../../shared/recurrence.ts";

/** The rules repeating events were made from; their dates are rows of `events` with the series' id. */
export function seriesRepository(db: Db) {
  const selectOccurrences = (seriesId: string) =>
    db
      .selectFrom("events")
      .leftJoin("users as creator", "creator.user_id", "events.created_by")
      .selectAll("events")
      .select("creator.name as creator_name")
      .where("events.series_id", "=", seriesId)
      .orderBy("events.starts_at")
      .orderBy("events.id");

  return {
    async insert(series: { id: string; rule: RepeatRule; created_by: number; created_at: number }) {
      const { id, rule, created_by, created_at } = series;
      await db
        .insertInto("event_series")
        .values({ id, every: rule.every, count: rule.count ?? null, until: rule.until ?? null, created_by, created_at })
        .execute();
    },

    find(id: string) {
      return db.selectFrom("event_series").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** The series' dates the viewer may see (through the access layer's predicate), by start. */
    readableOccurrences(seriesId: string, viewer: Actor) {
      return selectOccurrences(seriesId)
        .$if(!viewer.admin, (q) => q.where(filter(viewer, "event")))
        .execute();
    },

    /** The occurrence starting at `startsAt` (the one chosen) and every later one, by start. */
    occurrencesFrom(seriesId: string, startsAt: number, chosenId: string) {
      return selectOccurrences(seriesId)
        .where((eb) => eb.or([eb("events.starts_at", ">", startsAt), eb("events.id", "=", chosenId)]))
        .execute();
    },
  };
}
