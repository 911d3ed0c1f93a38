import type { Db } from "../../kernel/database/database.ts";
import { hashToken } from "../../kernel/tokens/tokens.ts";
import { getPreferences, setPreferences } from "../members/index.ts";
import { mailingsRepository } from "./repository.ts";

/** Tokens are newToken()'s 43 base64url characters; anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** Whose unsubscribe link this is, and whether they still receive club announcements; undefined for an unknown link. */
export async function findUnsubscribeLink(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await mailingsRepository(db).findByUnsubscribeHash(hashToken(token));
  return row ? { userId: row.user_id, subscribed: row.club_announcements === 1 } : undefined;
}

/**
 * RFC 8058 one-click unsubscribe: turns club announcements off for the link's member, without a session.
 * Idempotent; answers false for an unknown link. Transactional mail is not affected.
 */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const link = await findUnsubscribeLink(db, token);
  if (!link) return false;
  if (link.subscribed) {
    // The members module owns the switch (Settings shows the same one); the other preference is kept.
    const { comment_notifications } = await getPreferences(db, link.userId);
    await setPreferences(db, link.userId, {
      clubAnnouncements: false,
      commentNotifications: comment_notifications === 1,
    });
  }
  return true;
}
