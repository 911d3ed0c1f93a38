import type { Db } from "../../kernel/database/database.ts";

const COLUMNS = [
  "r.id",
  "r.user_id",
  "u.name as member_name",
  "u.type as member_type",
  "r.from_tier",
  "r.tier_id",
  "r.note",
  "r.status",
  "r.created_at",
  "r.decided_at",
] as const;

/** The SQL of change requests (decision 52): one open per member, kept when decided. */
export function changeRequestsRepository(db: Db) {
  const base = () => db.selectFrom("membership_change_requests as r").innerJoin("users as u", "u.user_id", "r.user_id");
  return {
    /** Her newest request, open or decided. */
    latestOf: (userId: number) =>
      base().select(COLUMNS).where("r.user_id", "=", userId).orderBy("r.id", "desc").limit(1).executeTakeFirst(),

    openOf: (userId: number) =>
      db
        .selectFrom("membership_change_requests")
        .select("id")
        .where("user_id", "=", userId)
        .where("status", "=", "open")
        .executeTakeFirst(),

    one: (id: number) => base().select(COLUMNS).where("r.id", "=", id).executeTakeFirst(),

    /** The open ones first (oldest first), then the last decided. */
    async list() {
      const open = await base().select(COLUMNS).where("r.status", "=", "open").orderBy("r.id", "asc").execute();
      const decided = await base()
        .select(COLUMNS)
        .where("r.status", "!=", "open")
        .orderBy("r.decided_at", "desc")
        .orderBy("r.id", "desc")
        .limit(50)
        .execute();
      return [...open, ...decided];
    },

    async insert(row: { userId: number; fromTier: string | null; tierId: string; note: string; now: number }) {
      const inserted = await db
        .insertInto("membership_change_requests")
        .values({
          user_id: row.userId,
          from_tier: row.fromTier,
          tier_id: row.tierId,
          note: row.note,
          status: "open",
          takes_effect_at: row.now,
          created_at: row.now,
          decided_by: null,
          decided_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    /** Decides an open request; false when it was no longer open (someone decided it first). */
    async decide(id: number, status: "approved" | "declined", adminId: number, now: number) {
      const result = await db
        .updateTable("membership_change_requests")
        .set({ status, decided_by: adminId, decided_at: now })
        .where("id", "=", id)
        .where("status", "=", "open")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Active admins, for the notice of a new request. */
    admins: () => db.selectFrom("users").select("user_id").where("admin", "=", 1).where("active", "=", 1).execute(),
  };
}

export type ChangeRequestRow = NonNullable<Awaited<ReturnType<ReturnType<typeof changeRequestsRepository>["one"]>>>;
