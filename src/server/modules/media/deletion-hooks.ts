import type { Db } from "../../db/database.ts";
import { deleteCommentsOf } from "../comments/repository.ts";
import { eventsRepository } from "../events/repository.ts";

/**
 * Work another module must do when images are deleted, inside the same transaction, before their rows go
 * (DECISIONS §6 and §8): the comments module removes each image's comments and likes; the events module stops
 * using a deleted image as a banner (`eventsRepository(trx).clearBanner(id)`).
 */
export type ImagesDeletedHook = (trx: Db, imageIds: readonly string[]) => Promise<void>;

/** Every hook, in one explicit list (like MODULES in app.ts). */
export const ON_IMAGES_DELETED: ReadonlyArray<ImagesDeletedHook> = [
  (trx, imageIds) => deleteCommentsOf(trx, imageIds),
  (trx, imageIds) => eventsRepository(trx).clearBanner(imageIds),
];
