import type { Db } from "../../kernel/database/database.ts";
import { normalizeEmail } from "../../../shared/email-address.ts";

export function oidcRepository(db: Db) {
  return {
    async saveLogin(login: {
      stateHash: string;
      codeVerifier: string;
      nonce: string;
      nextPath: string | null;
      expiresAt: number;
    }) {
      await db
        .insertInto("oidc_logins")
        .values({
          state_hash: login.stateHash,
          code_verifier: login.codeVerifier,
          nonce: login.nonce,
          next_path: login.nextPath,
          expires_at: login.expiresAt,
        })
        .execute();
    },

    /** Takes a pending sign-in once: it is deleted whether or not it has expired. */
    async takeLogin(stateHash: string, now = Date.now()) {
      const row = await db
        .deleteFrom("oidc_logins")
        .where("state_hash", "=", stateHash)
        .returningAll()
        .executeTakeFirst();
      await db.deleteFrom("oidc_logins").where("expires_at", "<", now).execute();
      return row && row.expires_at > now ? row : undefined;
    },

    /** The active member this provider identity belongs to: by a linked subject, else by verified email (then linked). */
    async findMemberForIdentity(subject: string, email: string | undefined) {
      const linked = await db
        .selectFrom("users")
        .select(["user_id", "active"])
        .where("oidc_subject", "=", subject)
        .executeTakeFirst();
      if (linked) return linked.active === 1 ? linked.user_id : undefined;
      if (!email) return undefined;
      const byEmail = await db
        .selectFrom("users")
        .select(["user_id", "active", "oidc_subject"])
        .where("email", "=", normalizeEmail(email))
        .executeTakeFirst();
      if (!byEmail || byEmail.active !== 1 || byEmail.oidc_subject !== null) return undefined;
      await db.updateTable("users").set({ oidc_subject: subject }).where("user_id", "=", byEmail.user_id).execute();
      return byEmail.user_id;
    },
  };
}
