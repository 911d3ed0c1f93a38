import type { Db } from "../../db/database.ts";
import { deleteCommentsOf } from "../comments/repository.ts";
import { unlinkImagesFromEvent } from "../media/repository.ts";

/**
 * Work another module must do when an event is deleted, inside the same transaction, before the event row
 * goes (DECISIONS §6 and §8): the comments module removes the event's comments and their likes; the media
 * module unlinks the event's images (they stay in the gallery). Participations and invitations need no hook:
 * the schema cascades them.
 */
export type EventDeletedHook = (trx: Db, event: { id: string }) => Promise<void>;

/** Every hook, in one explicit list (like MODULES in app.ts). */
export const ON_EVENT_DELETED: ReadonlyArray<EventDeletedHook> = [
  // Its images stay in the gallery without the event link (DECISIONS §6).
  async (trx, event) => {
    await unlinkImagesFromEvent(trx, event.id);
  },
  // Its comments and their likes go with it (DECISIONS §8).
  (trx, event) => deleteCommentsOf(trx, [event.id]),
];
