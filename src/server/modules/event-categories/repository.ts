import type { Db } from "../../kernel/database/database.ts";

export interface CategoryRow {
  key: string;
  label: string;
  hidden: number;
  position: number;
}

/** The only SQL of event categories. */
export function eventCategoriesRepository(db: Db) {
  return {
    async list(): Promise<CategoryRow[]> {
      return db.selectFrom("event_categories").selectAll().orderBy("position").orderBy("key").execute();
    },

    /** The keys among `keys` that some event is stored under. */
    async usedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.selectFrom("events").select("type").distinct().where("type", "in", keys).execute();
      return new Set(rows.map((row) => row.type));
    },

    /** Makes the table hold exactly `rows`, in their order. */
    async replace(rows: CategoryRow[]) {
      const keys = rows.map((row) => row.key);
      await db.deleteFrom("event_categories").where("key", "not in", keys).execute();
      for (const row of rows)
        await db
          .insertInto("event_categories")
          .values(row)
          .onConflict((oc) =>
            oc.column("key").doUpdateSet({ label: row.label, hidden: row.hidden, position: row.position }),
          )
          .execute();
    },
  };
}
