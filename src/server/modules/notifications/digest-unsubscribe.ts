import type { Db } from "../../kernel/database/database.ts";
import { hashToken } from "../../kernel/tokens/tokens.ts";
import type { NotificationPreferencesChange } from "../../../shared/notifications.ts";
import { digestRepository, type DigestPeriod } from "./digest-repository.ts";
import { preferencesRepository } from "./preferences.ts";

/** Tokens are newToken()'s 43 base64url characters; anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * A digest's one-click unsubscribe link (RFC 8058, as a mailing's; decision 0063): no session, the secret in the URL
 * is the key. Whose digest it is, and whether she still receives it; undefined for a link we never sent or a member
 * no longer active.
 */
export async function digestLink(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await digestRepository(db).byUnsubscribeHash(hashToken(token));
  if (!row || row.active !== 1) return undefined;
  const period = row.period as DigestPeriod;
  const kinds = await digestRepository(db).kindsOf(row.user_id, period);
  return { userId: row.user_id, period, kinds };
}

/**
 * Stops the digest the link came with: every kind she chose it for now comes to her inbox only (the notices stay, no
 * email). Idempotent; false for an unknown link.
 */
export async function stopDigest(db: Db, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const link = await digestLink(trx, token);
    if (!link) return false;
    if (link.kinds.length > 0) {
      const change: NotificationPreferencesChange = Object.fromEntries(link.kinds.map((kind) => [kind, "inbox"]));
      await preferencesRepository(trx).change(link.userId, change);
    }
    return true;
  });
}
