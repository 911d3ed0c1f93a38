import type { Db } from "../../kernel/database/database.ts";
import type { WhoMayTag } from "../../../shared/gallery.ts";

/** The only SQL of people in photos (migration 0062): the tags of a photo with the names, and each member's choice. */
export function peopleRepository(db: Db) {
  return {
    ofImage: (imageId: string) =>
      db
        .selectFrom("image_people")
        .innerJoin("users", "users.user_id", "image_people.user_id")
        .select(["image_people.user_id", "users.name", "image_people.status", "image_people.tagged_by"])
        .where("image_people.image_id", "=", imageId)
        .orderBy("image_people.created_at")
        .orderBy("image_people.user_id")
        .execute(),
    exists: async (imageId: string, userId: number) =>
      (await db
        .selectFrom("image_people")
        .select("user_id")
        .where("image_id", "=", imageId)
        .where("user_id", "=", userId)
        .executeTakeFirst()) !== undefined,
    insert: (imageId: string, userId: number, taggedBy: number, status: "pending" | "accepted", now: number) =>
      db
        .insertInto("image_people")
        .values({
          image_id: imageId,
          user_id: userId,
          tagged_by: taggedBy,
          status,
          created_at: now,
          answered_at: status === "accepted" ? now : null,
        })
        .execute(),
    accept: (imageId: string, userId: number, now: number) =>
      db
        .updateTable("image_people")
        .set({ status: "accepted", answered_at: now })
        .where("image_id", "=", imageId)
        .where("user_id", "=", userId)
        .where("status", "=", "pending")
        .executeTakeFirst(),
    remove: (imageId: string, userId: number) =>
      db.deleteFrom("image_people").where("image_id", "=", imageId).where("user_id", "=", userId).execute(),

    async whoMayTag(userId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("photo_tag_settings")
        .select("who_may_tag")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.who_may_tag;
    },
    async setWhoMayTag(userId: number, who: WhoMayTag, isDefault: boolean) {
      await db.deleteFrom("photo_tag_settings").where("user_id", "=", userId).execute();
      if (!isDefault) await db.insertInto("photo_tag_settings").values({ user_id: userId, who_may_tag: who }).execute();
    },
  };
}
