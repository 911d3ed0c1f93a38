import { compiledOnce } from "./compiled-once.ts";
import type { Db } from "../database/database.ts";

/** The kinds of shared data whose writes bump a version (migrations 0011, 0012, 0045, 0046, 0074 and 0075). */
export type VersionedData =
  "events" | "images" | "club_settings" | "event-categories" | "search" | "members" | "comments";

/** Read on every request to a cached list: compiled once. */
const readVersion = compiledOnce((db) => db.selectFrom("change_versions").select("version").where("name", "=", ""));

export function changeVersionsRepository(db: Db) {
  return {
    async read(name: VersionedData): Promise<number> {
      const [row] = await readVersion(db, [name]);
      if (!row) throw new Error(`change_versions has no row "${name}" (migration 0011)`);
      return Number(row.version);
    },

    /** The version of an event's or image's comment thread (migration 0015); 0 until its first comment is written. */
    async readThread(commentableId: string): Promise<number> {
      const [row] = await readVersion(db, [`comments:${commentableId}`]);
      return row ? Number(row.version) : 0;
    },
  };
}
