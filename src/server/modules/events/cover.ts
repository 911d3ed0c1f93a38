import type { Db } from "../../kernel/database/database.ts";
import { COVER_TEXTS } from "../../../shared/texts/events.ts";
import { badRequest, forbidden } from "../../kernel/http/errors.ts";
import { type Actor, can } from "../../access/index.ts";
import type { GalleryService } from "../gallery/index.ts";
import { eventsRepository } from "./repository.ts";
import { loadVisible } from "./service.ts";

/** The event the creator (or an admin) changes the cover of; 404 when hidden from her, 403 when not hers. */
async function managedEvent(db: Db, actor: Actor, key: string) {
  const { row } = await loadVisible(db, key, actor);
  if (!can.event.manage(actor, row)) throw forbidden(COVER_TEXTS.onlyManagers);
  return row;
}

/**
 * A new cover uploaded through the gallery's pipeline, linked to the event: its files are seen by exactly who sees
 * the event (docs/product/access.md#images). Setting it writes the event row, so the events caches move on.
 */
export async function uploadCover(
  db: Db,
  gallery: GalleryService,
  actor: Actor & { name: string },
  key: string,
  upload: { buffer: Buffer },
): Promise<string> {
  const row = await managedEvent(db, actor, key);
  const cover = await gallery.uploadCover(actor, upload, row.id);
  await eventsRepository(db).setBanner(row.id, { imageId: cover.image_id, json: JSON.stringify(cover) });
  return row.id;
}

/** A gallery image the creator may see as the cover (a copy linked to the event unless it is one of the event's own). */
export async function chooseCover(
  db: Db,
  gallery: GalleryService,
  actor: Actor & { name: string },
  key: string,
  imageId: string,
): Promise<string> {
  const row = await managedEvent(db, actor, key);
  const cover = await gallery.coverImage(actor, imageId, row.id);
  if (!cover) throw badRequest(COVER_TEXTS.noSuchImage, [{ path: "body.imageId", message: COVER_TEXTS.noSuchImage }]);
  await eventsRepository(db).setBanner(row.id, { imageId: cover.image_id, json: JSON.stringify(cover) });
  return row.id;
}

/** Back to the club's own banner; the image stays among the event's photos. */
export async function removeCover(db: Db, actor: Actor, key: string): Promise<string> {
  const row = await managedEvent(db, actor, key);
  await eventsRepository(db).setBanner(row.id, null);
  return row.id;
}
