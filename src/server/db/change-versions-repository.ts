import type { Db } from "./database.ts";

/** The kinds of shared data whose writes bump a version (migrations 0011 and 0012). */
export type VersionedData = "events" | "images";

export function changeVersionsRepository(db: Db) {
  return {
    async read(name: VersionedData): Promise<number> {
      const row = await db.selectFrom("change_versions").select("version").where("name", "=", name).executeTakeFirstOrThrow();
      return Number(row.version);
    },
  };
}
