import type { Db } from "../../kernel/database/database.ts";

/** The only SQL of "Remove me" (migration 0060). */
export function removalRepository(db: Db) {
  return {
    insert: (imageId: string, requestedBy: number, reason: string, now: number) =>
      db
        .insertInto("image_removal_requests")
        .values({ image_id: imageId, requested_by: requestedBy, reason, status: "pending", created_at: now })
        .execute(),
    withhold: (imageId: string, at: number | null) =>
      db.updateTable("images").set({ withheld_at: at }).where("id", "=", imageId).execute(),
    open: (imageId: string, statuses: ReadonlyArray<"pending" | "kept">) =>
      db
        .selectFrom("image_removal_requests")
        .select(["id", "requested_by"])
        .where("image_id", "=", imageId)
        .where("status", "in", statuses)
        .execute(),
    decide: (ids: number[], status: "kept" | "restored", by: number, reason: string | null, now: number) =>
      db
        .updateTable("image_removal_requests")
        .set({ status, decided_by: by, decision_reason: reason, decided_at: now })
        .where("id", "in", ids)
        .execute(),
    latest: (imageId: string) =>
      db
        .selectFrom("image_removal_requests")
        .select(["status", "reason", "created_at", "decision_reason"])
        .where("image_id", "=", imageId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst(),
  };
}
