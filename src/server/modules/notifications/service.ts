import { accessControl, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { badRequest } from "../../kernel/http/errors.ts";
import {
  NOTICES_PAGE_SIZE,
  type MarkRead,
  type Notice,
  type NoticesPage,
  type NotificationPreferences,
  type NotificationPreferencesChange,
} from "../../../shared/notifications.ts";
import { NOTIFICATION_TEXTS } from "../../../shared/texts/notifications.ts";
import { subjectKey, toNotice } from "./mapper.ts";
import { digestLink, stopDigest } from "./digest-unsubscribe.ts";
import { preferencesRepository } from "./preferences.ts";
import { localNotices } from "./record.ts";
import { noticesRepository, type NoticeRow } from "./repository.ts";

/** How many rows a page reads at most to fill itself with notices she may still see. */
const PAGE_READS = 5;

/**
 * Her inbox (docs/product/notifications.md): only her own notices, each shown only while she may see its subject (the
 * access layer asked at every read: a notice about an event she was uninvited from is gone, not greyed).
 */
export function notificationsService(db: Db, now: () => number = Date.now) {
  const notices = noticesRepository(db);
  const access = accessControl(db);

  async function readable(actor: Actor, rows: readonly NoticeRow[]): Promise<NoticeRow[]> {
    const subjects = await access.readableNoticeSubjects(
      actor,
      rows.map((row) => ({ kind: row.subject_kind, id: row.subject_id })),
    );
    return rows.filter((row) => subjects.has(subjectKey(row)));
  }

  async function unreadCount(actor: Actor): Promise<number> {
    const groups = await notices.unreadBySubject(actor.user_id);
    const subjects = await access.readableNoticeSubjects(
      actor,
      groups.map((group) => ({ kind: group.subject_kind, id: group.subject_id })),
    );
    return groups
      .filter((group) => subjects.has(subjectKey(group)))
      .reduce((sum, group) => sum + Number(group.count), 0);
  }

  return {
    unreadCount,

    /** A page of her notices, newest first, older than `cursor`. */
    async list(actor: Actor, cursor: number | undefined): Promise<NoticesPage> {
      const page: NoticeRow[] = [];
      let before = cursor;
      let exhausted = false;
      for (let read = 0; read < PAGE_READS && page.length < NOTICES_PAGE_SIZE; read += 1) {
        const rows = await notices.page(actor.user_id, before, NOTICES_PAGE_SIZE);
        page.push(...(await readable(actor, rows)));
        if (rows.length < NOTICES_PAGE_SIZE) {
          exhausted = true;
          break;
        }
        before = rows.at(-1)!.id;
      }
      const shown = page.slice(0, NOTICES_PAGE_SIZE);
      const last = page.length > NOTICES_PAGE_SIZE ? shown.at(-1)!.id : exhausted ? null : (before ?? null);
      return { notices: shown.map(toNotice), unread_count: await unreadCount(actor), next_cursor: last };
    },

    /** Marks some of her notices read, or all; ids that are not hers refuse the whole call (400), nothing changed. */
    async markRead(actor: Actor, request: MarkRead): Promise<{ unread_count: number }> {
      if ("ids" in request) {
        const ids = [...new Set(request.ids)];
        const owned = await notices.ownedIds(actor.user_id, ids);
        const foreign = ids.filter((id) => !owned.has(id));
        if (foreign.length) {
          throw badRequest(
            NOTIFICATION_TEXTS.notYours,
            foreign.map((id) => ({
              path: `body.ids.${request.ids.indexOf(id)}`,
              message: NOTIFICATION_TEXTS.notYours,
            })),
          );
        }
        await notices.markRead(actor.user_id, ids, now());
      } else await notices.markRead(actor.user_id, "all", now());
      // Her other pages' bells follow (on PostgreSQL the trigger of migration 0072 tells every instance).
      localNotices.emit("notice", actor.user_id);
      return { unread_count: await unreadCount(actor) };
    },

    /** How she hears of each kind of notice (hers only: the actor is the one asking). */
    preferences: (actor: Actor): Promise<NotificationPreferences> => preferencesRepository(db).of(actor.user_id),

    /** Changes her choices for the kinds named; answers all of them. */
    async setPreferences(actor: Actor, change: NotificationPreferencesChange): Promise<NotificationPreferences> {
      return db.transaction().execute(async (trx) => {
        await preferencesRepository(trx).change(actor.user_id, change);
        return preferencesRepository(trx).of(actor.user_id);
      });
    },

    /** A digest's unsubscribe link: whose, and whether the digest still goes (undefined: not one we sent). */
    digestLink: (token: string) => digestLink(db, token),

    /** Stops the digest a one-click unsubscribe link came with (no session: the secret is the key). */
    stopDigest: (token: string) => stopDigest(db, token),

    /** For a stream: the id of her newest notice (where a fresh stream starts). */
    newestId: (actor: Actor) => notices.newestId(actor.user_id),

    /** For a stream: her notices after `afterId` she may see, and the id read up to (seen or not). */
    async since(actor: Actor, afterId: number): Promise<{ notices: Notice[]; upTo: number }> {
      const rows = await notices.after(actor.user_id, afterId, 50);
      return { notices: (await readable(actor, rows)).map(toNotice), upTo: rows.at(-1)?.id ?? afterId };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
