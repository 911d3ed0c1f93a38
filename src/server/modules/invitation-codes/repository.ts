import type { Db } from "../../kernel/database/database.ts";

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export function invitationCodesRepository(db: Db) {
  return {
    find(code: string) {
      return db.selectFrom("invitation_codes").selectAll().where("code", "=", normalizeCode(code)).executeTakeFirst();
    },

    /** The inviting member of each personal invitation among these codes. */
    async inviters(codes: readonly string[]) {
      const wanted = [...new Set(codes.map(normalizeCode))];
      const rows: { code: string; user_id: number; name: string }[] = [];
      for (let i = 0; i < wanted.length; i += 500) {
        rows.push(
          ...(await db
            .selectFrom("invitation_codes")
            .innerJoin("users", "users.user_id", "invitation_codes.invited_by")
            .select(["invitation_codes.code", "users.user_id", "users.name"])
            .where("invitation_codes.code", "in", wanted.slice(i, i + 500))
            .execute()),
        );
      }
      return rows;
    },

    list() {
      return db.selectFrom("invitation_codes").selectAll().orderBy("created_at", "desc").orderBy("code").execute();
    },

    /** Inserts the code; answers false when the code is already taken. */
    async create(code: {
      code: string;
      maxUses: number | null;
      expiresAt: number | null;
      note: string | null;
      createdBy: number;
    }) {
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

/**
 * Counts one use of a code if it is still usable by this address (a member's personal invitation is for one address
 * only), atomically; answers false when it is not. Run inside the application's transaction.
 */
export async function consumeInvitationCode(db: Db, code: string, email: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .updateTable("invitation_codes")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where("code", "=", normalizeCode(code))
    .where((eb) => eb.or([eb("invitee_email", "is", null), eb("invitee_email", "=", email.trim().toLowerCase())]))
    .where("revoked", "=", 0)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]))
    .returning("code")
    .executeTakeFirst();
  return row !== undefined;
}
