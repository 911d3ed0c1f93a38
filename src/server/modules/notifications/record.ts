import { EventEmitter } from "node:events";
import type { Db } from "../../kernel/database/database.ts";
import type { NoticeSubjectKind } from "../../../shared/notifications.ts";
import { deliveriesFor } from "./preferences.ts";
import { noticesRepository, type NewNotice } from "./repository.ts";

/**
 * This process's own news of notices written (SQLite's way, decision 0046): which members' inboxes changed. A wake is
 * only a hint: each stream then reads what is new through the access layer, so one heard before its transaction
 * commits, or for a database another app in the same process uses, sends nothing.
 */
export const localNotices = new EventEmitter().setMaxListeners(0);

/**
 * Writes notices in the caller's transaction, with what causes them (a comment, an invitation): stored together or not
 * at all. The caller has already asked the access layer whether each reader may see the subject; every read asks
 * again. Never to the one who caused it. On PostgreSQL a trigger tells every instance on commit.
 */
export async function recordNotice(trx: Db, ...notices: NewNotice[]): Promise<void> {
  const others = notices.filter((notice) => notice.userId !== notice.actorId);
  const wanted: NewNotice[] = [];
  for (const notice of others) {
    // A kind she turned off is not written at all.
    if ((await deliveriesFor(trx, notice.kind, [notice.userId])).get(notice.userId) !== "off") wanted.push(notice);
  }
  if (wanted.length === 0) return;
  await noticesRepository(trx).insert(wanted);
  for (const userId of new Set(wanted.map((notice) => notice.userId))) localNotices.emit("notice", userId);
}

/**
 * Marks her unread notices about one thing read (a conversation she opened: decision 0071) and tells her open streams,
 * whose bell count then drops: this process's at once, every instance's on PostgreSQL by the trigger of migration
 * 0072 on commit.
 */
export async function markSubjectRead(
  db: Db,
  userId: number,
  subject: { kind: NoticeSubjectKind; id: string },
  now: number,
): Promise<void> {
  if ((await noticesRepository(db).markSubjectRead(userId, subject, now)) > 0) localNotices.emit("notice", userId);
}

export type { NewNotice } from "./repository.ts";
