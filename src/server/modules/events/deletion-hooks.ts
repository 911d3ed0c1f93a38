import type { Db } from "../../db/database.ts";

/**
 * Work another module must do when an event is deleted, inside the same transaction, before the event row
 * goes (DECISIONS §6 and §8): the comments module removes the event's comments and their likes; the media
 * module unlinks the event's images (they stay in the gallery). Participations and invitations need no hook:
 * the schema cascades them.
 */
export type EventDeletedHook = (trx: Db, event: { id: string }) => Promise<void>;

/**
 * Every hook, in one explicit list (like MODULES in app.ts). Add yours here, e.g.
 * `(trx, event) => deleteCommentsOf(trx, event.id)` and `(trx, event) => unlinkImagesOf(trx, event.id)`.
 */
export const ON_EVENT_DELETED: ReadonlyArray<EventDeletedHook> = [];
