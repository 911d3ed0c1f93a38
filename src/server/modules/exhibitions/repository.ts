import type { Db } from "../../kernel/database/database.ts";

/** The only SQL of the exhibitions (decision 72): the exhibitions, their exhibits, the showcase pieces they come from. */
export function exhibitionsRepository(db: Db) {
  return {
    /** The event's start and whether it was cancelled, and whether it is an exhibition. */
    event: (id: string) =>
      db
        .selectFrom("events")
        .leftJoin("exhibitions", "exhibitions.event_id", "events.id")
        .select(["events.id", "events.title", "events.starts_at", "events.cancelled_at", "exhibitions.opened_at"])
        .where("events.id", "=", id)
        .executeTakeFirst(),

    async open(eventId: string, userId: number, now: number) {
      await db
        .insertInto("exhibitions")
        .values({ event_id: eventId, opened_by: userId, opened_at: now })
        .onConflict((oc) => oc.column("event_id").doNothing())
        .execute();
    },

    close: (eventId: string) => db.deleteFrom("exhibitions").where("event_id", "=", eventId).execute(),

    /** The exhibits of active members, in the order they were shown, with their images' facts and files. */
    exhibits: (eventId: string) =>
      db
        .selectFrom("exhibits")
        .innerJoin("images", "images.id", "exhibits.image_id")
        .innerJoin("users", "users.user_id", "exhibits.user_id")
        .select([
          "exhibits.image_id",
          "exhibits.user_id",
          "exhibits.title",
          "exhibits.medium",
          "users.name",
          "images.uploaded_by",
          "images.associated_event_id",
          "images.withheld_at",
          "images.thumbnail_key",
          "images.display_key",
          "images.display_width",
          "images.display_height",
          "images.placeholder_color",
        ])
        .where("exhibits.event_id", "=", eventId)
        .where("users.active", "=", 1)
        .orderBy("exhibits.created_at")
        .orderBy("exhibits.image_id")
        .execute(),

    hasExhibits: async (eventId: string) =>
      (await db.selectFrom("exhibits").select("image_id").where("event_id", "=", eventId).limit(1).execute()).length >
      0,

    exhibit: (eventId: string, imageId: string) =>
      db
        .selectFrom("exhibits")
        .selectAll()
        .where("event_id", "=", eventId)
        .where("image_id", "=", imageId)
        .executeTakeFirst(),

    /** One of her showcase pieces. */
    showcasePiece: (userId: number, imageId: string) =>
      db
        .selectFrom("showcase_pieces")
        .select(["image_id", "title", "medium"])
        .where("user_id", "=", userId)
        .where("image_id", "=", imageId)
        .executeTakeFirst(),

    /** Her exhibit; false when the piece is there already (the primary key: once a piece an exhibition). */
    async insert(row: {
      eventId: string;
      imageId: string;
      userId: number;
      title: string;
      medium: string;
      fee: number;
      now: number;
    }) {
      const inserted = await db
        .insertInto("exhibits")
        .values({
          event_id: row.eventId,
          image_id: row.imageId,
          user_id: row.userId,
          title: row.title,
          medium: row.medium,
          fee: row.fee,
          charge_entry_id: null,
          created_at: row.now,
        })
        .onConflict((oc) => oc.columns(["event_id", "image_id"]).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    setCharge: (eventId: string, imageId: string, entryId: number) =>
      db
        .updateTable("exhibits")
        .set({ charge_entry_id: entryId })
        .where("event_id", "=", eventId)
        .where("image_id", "=", imageId)
        .execute(),

    async remove(eventId: string, imageId: string) {
      const deleted = await db
        .deleteFrom("exhibits")
        .where("event_id", "=", eventId)
        .where("image_id", "=", imageId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
  };
}

export type ExhibitRow = Awaited<ReturnType<ReturnType<typeof exhibitionsRepository>["exhibits"]>>[number];
