import type { Db } from "../../db/database.ts";

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export function invitationCodesRepository(db: Db) {
  return {
    find(code: string) {
      return db.selectFrom("invitation_codes").selectAll().where("code", "=", normalizeCode(code)).executeTakeFirst();
    },

    list() {
      return db.selectFrom("invitation_codes").selectAll().orderBy("created_at", "desc").orderBy("code").execute();
    },

    /** Inserts the code; answers false when the code is already taken. */
    async create(code: { code: string; maxUses: number | null; expiresAt: number | null; note: string | null; createdBy: number }) {
      const inserted = await db
        .insertInto("invitation_codes")
        .values({
          code: normalizeCode(code.code),
          max_uses: code.maxUses,
          expires_at: code.expiresAt,
          note: code.note,
          created_by: code.createdBy,
          created_at: Date.now(),
        })
        .onConflict((oc) => oc.column("code").doNothing())
        .returningAll()
        .executeTakeFirst();
      return inserted;
    },

    async revoke(code: string) {
      return db
        .updateTable("invitation_codes")
        .set({ revoked: 1 })
        .where("code", "=", normalizeCode(code))
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type InvitationCodeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof invitationCodesRepository>["find"]>>>;
