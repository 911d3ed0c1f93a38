import type { Db } from "../../kernel/database/database.ts";

/** Members' uploaded photos: one row each, naming her files by their stem. */
export function avatarsRepository(db: Db) {
  const find = (userId: number) =>
    db
      .selectFrom("member_avatars")
      .select(["file_stem", "placeholder_color", "placeholder_data_url"])
      .where("user_id", "=", userId)
      .executeTakeFirst();

  return {
    find,

    /** Sets her photo; answers the stem it replaced, if any. Run in a transaction. */
    async replace(
      userId: number,
      avatar: { file_stem: string; placeholder_color: string; placeholder_data_url: string },
      now: number,
    ) {
      const before = await find(userId);
      await db.deleteFrom("member_avatars").where("user_id", "=", userId).execute();
      await db
        .insertInto("member_avatars")
        .values({ user_id: userId, ...avatar, created_at: now })
        .execute();
      return before?.file_stem;
    },

    /** Removes her photo; answers the stem it had, if any. */
    async remove(userId: number) {
      const row = await db
        .deleteFrom("member_avatars")
        .where("user_id", "=", userId)
        .returning("file_stem")
        .executeTakeFirst();
      return row?.file_stem;
    },
  };
}
