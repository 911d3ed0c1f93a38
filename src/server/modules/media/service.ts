import { v7 as uuidv7 } from "uuid";
import type { Db } from "../../db/database.ts";
import type { ImageUpdate, UploadFields } from "../../../shared/images.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { badRequest } from "../../http/errors.ts";
import { ON_IMAGES_DELETED, type ImagesDeletedHook } from "./deletion-hooks.ts";
import { visibleEventId } from "./event-link.ts";
import { processImage } from "./pipeline.ts";
import { imagePolicy } from "./policy.ts";
import { imagesRepository, type ImageRow } from "./repository.ts";
import type { MediaStorage } from "./storage.ts";

export interface MediaContext {
  db: Db;
  storage: MediaStorage;
}

const NO_SUCH_EVENT = "No such event.";

/** "IMG_2041.JPG" → the name shown; the stored files are named by the server. */
export function cleanFileName(filename: string | undefined) {
  const base = (filename ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255) || "image";
}

const titleFromName = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, "").slice(0, 200) || "Untitled";

/**
 * Checks, re-encodes and stores an upload, then records it. Files are written before the row; if anything fails
 * the files already written are removed, so a failed upload leaves neither a file nor a row.
 */
export async function uploadImage(
  { db, storage }: MediaContext,
  member: CurrentUser,
  upload: { buffer: Buffer; filename: string | undefined; fields: UploadFields },
): Promise<ImageRow> {
  const { fields } = upload;
  const eventKey = fields.associated_event_id ?? fields.event_id;
  const eventId = eventKey === undefined ? null : await visibleEventId(db, member, eventKey);
  if (eventId === undefined) throw badRequest(NO_SUCH_EVENT, [{ path: "body.event_id", message: NO_SUCH_EVENT }]);
  const processed = await processImage(upload.buffer);

  const id = uuidv7();
  const files = {
    original: { ...processed.original, key: `originals/${id}/${processed.original.hash}.${processed.original.extension}` },
    thumbnail: { ...processed.thumbnail, key: `images/${id}/${processed.thumbnail.hash}-thumb.${processed.thumbnail.extension}` },
    display: { ...processed.display, key: `images/${id}/${processed.display.hash}-display.${processed.display.extension}` },
  };
  const written: string[] = [];
  try {
    for (const file of Object.values(files)) {
      written.push(file.key);
      await storage.put(file.key, file.data, file.mime);
    }
    const name = cleanFileName(upload.filename);
    await db.transaction().execute(async (trx) => {
      await imagesRepository(trx).insert(
        {
          id,
          title: fields.title || titleFromName(name),
          name,
          description: fields.description ?? "",
          uploaded_by: member.user_id,
          associated_event_id: eventId,
          original_key: files.original.key,
          original_mime: files.original.mime,
          original_width: files.original.width,
          original_height: files.original.height,
          original_bytes: files.original.data.length,
          thumbnail_key: files.thumbnail.key,
          thumbnail_mime: files.thumbnail.mime,
          thumbnail_width: files.thumbnail.width,
          thumbnail_height: files.thumbnail.height,
          thumbnail_bytes: files.thumbnail.data.length,
          display_key: files.display.key,
          display_mime: files.display.mime,
          display_width: files.display.width,
          display_height: files.display.height,
          display_bytes: files.display.data.length,
          placeholder_color: processed.placeholder.color,
          placeholder_data_url: processed.placeholder.dataUrl,
          created_at: Date.now(),
        },
        fields.tags ?? [],
      );
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  return (await imagesRepository(db).findById(id))!;
}

export type UpdateOutcome = { outcome: "updated"; image: ImageRow } | { outcome: "not-found" } | { outcome: "forbidden" };

/** Writes the fields PUT /api/images/:id reads, for the uploader or an admin. */
export async function updateImage(db: Db, member: CurrentUser, id: string, update: ImageUpdate): Promise<UpdateOutcome> {
  const images = imagesRepository(db);
  const image = await images.findById(id);
  if (!image) return { outcome: "not-found" };
  if (!imagePolicy.canEdit(member, image)) return { outcome: "forbidden" };
  // Keeping the current link needs no check (the event may since have become hidden from this member).
  const eventKey = update.associatedEventId;
  const eventId = !eventKey || eventKey === image.associated_event_id ? eventKey : await visibleEventId(db, member, eventKey);
  if (eventId === undefined && eventKey !== undefined) {
    throw badRequest(NO_SUCH_EVENT, [{ path: "body.associatedEventId", message: NO_SUCH_EVENT }]);
  }
  await db.transaction().execute(async (trx) => {
    const repository = imagesRepository(trx);
    await repository.update(id, {
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.description !== undefined ? { description: update.description } : {}),
      ...(eventId !== undefined ? { associated_event_id: eventId } : {}),
    });
    if (update.tags !== undefined) await repository.replaceTags(id, update.tags);
  });
  return { outcome: "updated", image: (await images.findById(id))! };
}

export type DeleteOutcome = { outcome: "deleted"; deleted: string[] } | { outcome: "forbidden" };

/**
 * Deletes images with their tags and files. If any existing image among `ids` belongs to someone else and the
 * caller is not an admin, nothing is deleted. Ids that name no image are skipped.
 */
export async function deleteImages(
  { db, storage }: MediaContext,
  member: CurrentUser,
  ids: string[],
  hooks: ReadonlyArray<ImagesDeletedHook> = ON_IMAGES_DELETED,
): Promise<DeleteOutcome> {
  const unique = [...new Set(ids)];
  const found = await db.transaction().execute(async (trx) => {
    const images = imagesRepository(trx);
    const rows = await images.findForDeletion(unique);
    if (rows.some((row) => !imagePolicy.canDelete(member, row))) return undefined;
    const deletedIds = rows.map((row) => row.id);
    if (deletedIds.length > 0) for (const hook of hooks) await hook(trx, deletedIds);
    await images.deleteByIds(deletedIds);
    return rows;
  });
  if (!found) return { outcome: "forbidden" };
  // Files go after the rows are gone: a failure here leaves an unreachable file, never a row without its file.
  await Promise.allSettled(found.flatMap((row) => [row.original_key, row.thumbnail_key, row.display_key].map((key) => storage.delete(key))));
  return { outcome: "deleted", deleted: found.map((row) => row.id) };
}
