import type { Db } from "../../kernel/database/database.ts";
import {
  DEFAULT_DELIVERY,
  NOTICE_DELIVERIES,
  NOTICE_KINDS,
  type NoticeDelivery,
  type NoticeKind,
  type NotificationPreferences,
  type NotificationPreferencesChange,
} from "../../../shared/notifications.ts";

/** The kinds the former Settings switch "comment notifications" speaks for (migration 0052). */
export const COMMENT_KINDS: readonly NoticeKind[] = ["mention", "comment-on-event", "comment-on-photo"];

const asDelivery = (value: string): NoticeDelivery =>
  (NOTICE_DELIVERIES as readonly string[]).includes(value) ? (value as NoticeDelivery) : DEFAULT_DELIVERY;

/** Whether a choice sends email at all (at once or in a digest). */
export const byEmail = (delivery: NoticeDelivery) => delivery !== "inbox" && delivery !== "off";

/** The only SQL for her choices: one row per kind she changed, none for a kind that comes by email. */
export function preferencesRepository(db: Db) {
  return {
    async of(userId: number): Promise<NotificationPreferences> {
      const rows = await db
        .selectFrom("notification_preferences")
        .select(["kind", "delivery"])
        .where("user_id", "=", userId)
        .execute();
      const chosen = new Map(rows.map((row) => [row.kind, asDelivery(row.delivery)]));
      return Object.fromEntries(
        NOTICE_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_DELIVERY]),
      ) as NotificationPreferences;
    },

    async change(userId: number, change: NotificationPreferencesChange) {
      for (const [kind, delivery] of Object.entries(change)) {
        await db
          .deleteFrom("notification_preferences")
          .where("user_id", "=", userId)
          .where("kind", "=", kind)
          .execute();
        if (delivery !== DEFAULT_DELIVERY)
          await db.insertInto("notification_preferences").values({ user_id: userId, kind, delivery }).execute();
      }
      // The former switch's column, kept saying what her choices say (her data's export reads it).
      const now = await this.of(userId);
      await db
        .updateTable("users")
        .set({ comment_notifications: COMMENT_KINDS.some((kind) => byEmail(now[kind])) ? 1 : 0 })
        .where("user_id", "=", userId)
        .execute();
    },
  };
}

/**
 * How each of these members hears of one kind of notice: read by whatever writes notices and their emails, in its
 * transaction (a member without a row for the kind: by email).
 */
export async function deliveriesFor(
  db: Db,
  kind: NoticeKind,
  userIds: readonly number[],
): Promise<Map<number, NoticeDelivery>> {
  const answer = new Map(userIds.map((id) => [id, DEFAULT_DELIVERY]));
  if (userIds.length === 0) return answer;
  const rows = await db
    .selectFrom("notification_preferences")
    .select(["user_id", "delivery"])
    .where("kind", "=", kind)
    .where("user_id", "in", [...new Set(userIds)])
    .execute();
  for (const row of rows) answer.set(row.user_id, asDelivery(row.delivery));
  return answer;
}

/** Whether an email about this kind goes to her at once. */
export async function emailsAtOnce(db: Db, kind: NoticeKind, userId: number): Promise<boolean> {
  return (await deliveriesFor(db, kind, [userId])).get(userId) === "email";
}

/**
 * The former switch "comment notifications" (GET/PUT /api/me/preferences), kept working over the choices: on while
 * any of mentions and comments on her things comes by email. Turning it off puts those that came by email in her
 * inbox only; turning it on sends those in her inbox only (or off) by email at once. Set to what it already says, it
 * changes nothing (her finer choices stay).
 */
export const commentEmailSwitch = {
  async read(db: Db, userId: number): Promise<boolean> {
    const preferences = await preferencesRepository(db).of(userId);
    return COMMENT_KINDS.some((kind) => byEmail(preferences[kind]));
  },
  async write(db: Db, userId: number, on: boolean): Promise<void> {
    const repository = preferencesRepository(db);
    const preferences = await repository.of(userId);
    if (COMMENT_KINDS.some((kind) => byEmail(preferences[kind])) === on) return;
    const change: NotificationPreferencesChange = {};
    for (const kind of COMMENT_KINDS) {
      if (on && !byEmail(preferences[kind])) change[kind] = "email";
      if (!on && byEmail(preferences[kind])) change[kind] = "inbox";
    }
    await repository.change(userId, change);
  },
};
