import type { Db } from "../../kernel/database/database.ts";
import type { RecapAudience } from "../../../shared/event-recaps.ts";

/** The only SQL of an event's recap (migration 0070): the recap, its chosen photos with their facts, its audience. */
export function recapRepository(db: Db) {
  /** Photos by id with what decides whether a recap may show them (recapRules.showPhoto). */
  const photoFacts = () =>
    db
      .selectFrom("images")
      .select([
        "images.id",
        "images.title",
        "images.associated_event_id",
        "images.withheld_at",
        "images.thumbnail_key",
        "images.display_key",
        "images.display_width",
        "images.display_height",
        "images.placeholder_color",
      ])
      .select((eb) =>
        eb
          .exists(eb.selectFrom("image_removal_requests as r").select("r.id").whereRef("r.image_id", "=", "images.id"))
          .as("removal_asked"),
      );

  return {
    find: (eventId: string) =>
      db
        .selectFrom("event_recaps as r")
        .leftJoin("users as sender", "sender.user_id", "r.sent_by")
        .selectAll("r")
        .select("sender.name as sender_name")
        .where("r.event_id", "=", eventId)
        .executeTakeFirst(),

    /** Its chosen photos in order, each with the facts that decide whether it is shown. */
    async photosOf(eventId: string) {
      const rows = await photoFacts()
        .innerJoin("event_recap_photos as p", "p.image_id", "images.id")
        .where("p.event_id", "=", eventId)
        .orderBy("p.position")
        .execute();
      return rows.map((row) => ({ ...row, removal_asked: Boolean(row.removal_asked) }));
    },

    /** Every photo linked to the event, oldest first, with the same facts: what the organiser picks from. */
    async photosOfEvent(eventId: string) {
      const rows = await photoFacts()
        .where("images.associated_event_id", "=", eventId)
        .orderBy("images.created_at")
        .orderBy("images.id")
        .execute();
      return rows.map((row) => ({ ...row, removal_asked: Boolean(row.removal_asked) }));
    },

    async photoFacts(imageIds: readonly string[]) {
      if (imageIds.length === 0) return [];
      const rows = await photoFacts().where("images.id", "in", imageIds).execute();
      return rows.map((row) => ({ ...row, removal_asked: Boolean(row.removal_asked) }));
    },

    /** The draft, whole: its text and choices, and its photos in the order given. Never a sent recap's. */
    async saveDraft(
      eventId: string,
      draft: { text: string; imageIds: readonly string[]; showAttendance: boolean; audience: RecapAudience },
      writtenBy: number,
      now: number,
    ): Promise<boolean> {
      const values = {
        text: draft.text,
        show_attendance: draft.showAttendance ? 1 : 0,
        audience: draft.audience,
        written_by: writtenBy,
        updated_at: now,
      };
      await db
        .insertInto("event_recaps")
        .values({ event_id: eventId, ...values, sent_at: null, sent_by: null, attendance: null, sent_to: null })
        .onConflict((conflict) =>
          conflict.column("event_id").doUpdateSet(values).where("event_recaps.sent_at", "is", null),
        )
        .execute();
      const saved = await db
        .selectFrom("event_recaps")
        .select("sent_at")
        .where("event_id", "=", eventId)
        .executeTakeFirstOrThrow();
      if (saved.sent_at !== null) return false;
      await db.deleteFrom("event_recap_photos").where("event_id", "=", eventId).execute();
      if (draft.imageIds.length)
        await db
          .insertInto("event_recap_photos")
          .values(draft.imageIds.map((imageId, position) => ({ event_id: eventId, image_id: imageId, position })))
          .execute();
      return true;
    },

    /** Marks it sent, once: only the first of two sends at once sees true (the row stays locked until it commits). */
    async claimSending(eventId: string, by: number, now: number) {
      const result = await db
        .updateTable("event_recaps")
        .set({ sent_at: now, sent_by: by })
        .where("event_id", "=", eventId)
        .where("sent_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What the sent recap says of its reach: the attendance shown, how many members it reached. */
    recordReach: (eventId: string, attendance: number | null, sentTo: number) =>
      db.updateTable("event_recaps").set({ attendance, sent_to: sentTo }).where("event_id", "=", eventId).execute(),

    /** Every active member: a club recap's audience. */
    activeMemberIds: async () =>
      (await db.selectFrom("users").select("user_id").where("active", "=", 1).orderBy("user_id").execute()).map(
        (row) => row.user_id,
      ),
  };
}

export type RecapRow = NonNullable<Awaited<ReturnType<ReturnType<typeof recapRepository>["find"]>>>;
export type RecapPhotoRow = Awaited<ReturnType<ReturnType<typeof recapRepository>["photosOf"]>>[number];
