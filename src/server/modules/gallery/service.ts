import { v7 as uuidv7 } from "uuid";
import type { Db } from "../../kernel/database/database.ts";
import type { ImageUpdate } from "../../../shared/gallery.ts";
import type { UploadForm } from "./upload-form.ts";
import { IMAGE_LIMITS } from "../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../shared/texts/gallery.ts";
import { type AccessControl, accessControl, type Actor, can } from "../../access/index.ts";
import { badRequest, forbidden, notFound } from "../../kernel/http/errors.ts";
import { cachedImagesPage, cachedWholeGallery, createGalleryCache } from "./cached-list.ts";
import { toCover, toImage } from "./mapper.ts";
import type { EventCover } from "../../../shared/event-cover.ts";
import { processImage } from "./pipeline.ts";
import { imageProcessingDuration } from "../../observability/metrics.ts";
import { imagesRepository, unlinkImagesFromEvent, type ImageRow, type ListOptions } from "./repository.ts";
import type { MediaStorage } from "../../kernel/media-storage/storage.ts";
import { photoRemoval, type ImagesWithheldSubscriber } from "./removal.ts";
import { photoPeople, photoTagging } from "./people.ts";
import type { WhoMayTag } from "../../../shared/gallery.ts";
import { formatDay, type ClubDateSettings } from "../../../shared/dates/index.ts";

/** The member uploading: her name goes into the title of an image sent without one. */
type Uploader = Actor & { name: string };

/** Work another module does, in the same transaction, when images are deleted (wired in app.ts). */
export type ImagesDeletedSubscriber = (trx: Db, imageIds: readonly string[]) => Promise<void>;

interface GalleryContext {
  db: Db;
  /** The club's locale and zone, a default title's day is written in (docs/product/dates.md). */
  dates: ClubDateSettings;
  storage: MediaStorage;
  access: AccessControl;
  onImagesDeleted: ReadonlyArray<ImagesDeletedSubscriber>;
  /** Work other modules do when a photo goes down after a member asked for it to be removed (decision 0056). */
  onImagesWithheld?: ReadonlyArray<ImagesWithheldSubscriber> | undefined;
  /** REQUIRE_ADMIN_2FA: whether an admin tagged in a photo has her power without her second factor. */
  requireAdmin2fa?: boolean | undefined;
}

const NO_SUCH_EVENT = IMAGE_TEXTS.noSuchEvent;

/**
 * The image's `name`, made by the server: the uploader's own file name is never shown to other members (docs/product/limits.md#uploads).
 * Migration 0020 gave the images stored before the same names.
 */
export const serverFileName = (id: string, extension: string) => `${id}.${extension}`;

/**
 * The title of an image uploaded without one: who shared it and on which day in the club's time zone, as the
 * gallery already shows them. Nothing comes from the uploader's file name (docs/product/limits.md#uploads).
 */
export const defaultImageTitle = (uploaderName: string, uploadedAt: number, dates: ClubDateSettings) =>
  `Photo by ${uploaderName.trim()}, ${formatDay(dates, uploadedAt)}`.slice(0, IMAGE_LIMITS.titleMax);

/**
 * Checks, re-encodes and stores an upload, then records it. Files are written before the row; if anything fails
 * the files already written are removed, so a failed upload leaves neither a file nor a row.
 */
async function uploadImage(
  { db, storage, access, dates }: GalleryContext,
  member: Uploader,
  upload: UploadForm,
): Promise<ImageRow> {
  const { fields } = upload;
  const eventKey = fields.associated_event_id ?? fields.event_id;
  const eventId = eventKey === undefined ? null : await access.eventForPhotos(member, eventKey);
  if (eventId === undefined) throw badRequest(NO_SUCH_EVENT, [{ path: "body.event_id", message: NO_SUCH_EVENT }]);
  const endTimer = imageProcessingDuration.startTimer();
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    processed = await processImage(upload.buffer);
    endTimer({ outcome: "processed" });
  } catch (error) {
    endTimer({ outcome: "refused" });
    throw error;
  }

  const id = uuidv7();
  const files = {
    original: {
      ...processed.original,
      key: `originals/${id}/${processed.original.hash}.${processed.original.extension}`,
    },
    thumbnail: {
      ...processed.thumbnail,
      key: `images/${id}/${processed.thumbnail.hash}-thumb.${processed.thumbnail.extension}`,
    },
    display: {
      ...processed.display,
      key: `images/${id}/${processed.display.hash}-display.${processed.display.extension}`,
    },
  };
  const written: string[] = [];
  try {
    for (const file of Object.values(files)) {
      written.push(file.key);
      await storage.put(file.key, file.data, file.mime);
    }
    const name = serverFileName(id, files.display.extension);
    const createdAt = Date.now();
    await db.transaction().execute(async (trx) => {
      await imagesRepository(trx).insert(
        {
          id,
          title: fields.title || defaultImageTitle(member.name, createdAt, dates),
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
          created_at: createdAt,
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

/** Writes the fields PUT /api/images/:id reads, for the uploader or an admin. */
async function updateImage(
  { db, access }: GalleryContext,
  member: Actor,
  image: ImageRow,
  update: ImageUpdate,
): Promise<ImageRow> {
  if (!can.image.manage(member, image)) throw forbidden(IMAGE_TEXTS.onlyUploaderChanges);
  // Keeping the current link needs no check (the event may since have become hidden from this member).
  const eventKey = update.associatedEventId;
  const eventId =
    !eventKey || eventKey === image.associated_event_id ? eventKey : await access.eventForPhotos(member, eventKey);
  if (eventId === undefined && eventKey !== undefined) {
    throw badRequest(NO_SUCH_EVENT, [{ path: "body.associatedEventId", message: NO_SUCH_EVENT }]);
  }
  await db.transaction().execute(async (trx) => {
    const repository = imagesRepository(trx);
    await repository.update(image.id, {
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.description !== undefined ? { description: update.description } : {}),
      ...(eventId !== undefined ? { associated_event_id: eventId } : {}),
    });
    if (update.tags !== undefined) await repository.replaceTags(image.id, update.tags);
  });
  return (await imagesRepository(db).findById(image.id))!;
}

/**
 * Deletes images with their tags and files, and, in the same transaction, what other modules hang on them (the
 * subscribers wired in app.ts). Ids that name no image the member may see are skipped; if any of the others belongs to
 * someone else and the caller is not an admin, nothing is deleted.
 */
async function deleteImages(
  { db, storage, onImagesDeleted }: GalleryContext,
  member: Actor,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await db.transaction().execute(async (trx) => {
    const images = imagesRepository(trx);
    // Asked inside the transaction, on its connection: SQLite has only the one.
    const rows = await accessControl(trx).readableImages(member, await images.findForDeletion(unique));
    if (rows.some((row) => !can.image.manage(member, row))) return undefined;
    const deletedIds = rows.map((row) => row.id);
    if (deletedIds.length > 0) for (const subscriber of onImagesDeleted) await subscriber(trx, deletedIds);
    await images.deleteByIds(deletedIds);
    return rows;
  });
  if (!found) throw forbidden(IMAGE_TEXTS.onlyOwnDeleted);
  // Files go after the rows are gone: a failure here leaves an unreachable file, never a row without its file.
  await Promise.allSettled(
    found.flatMap((row) => [row.original_key, row.thumbnail_key, row.display_key].map((key) => storage.delete(key))),
  );
  return found.map((row) => row.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The gallery (docs/product/access.md#images): every call asks the access layer first. An image is seen by its uploader and admins,
 * and otherwise by whoever may see the event it is linked to; its files follow it. Hidden and unknown answer alike.
 */
export function galleryService(context: Omit<GalleryContext, "access">) {
  const { db } = context;
  const withAccess: GalleryContext = { ...context, access: accessControl(db) };
  const { access } = withAccess;
  const images = imagesRepository(db);
  const gallery = createGalleryCache();
  const removal = photoRemoval(db, context.onImagesWithheld ?? []);
  const people = photoPeople(db, { requireAdmin2fa: context.requireAdmin2fa ?? true });
  const tagging = photoTagging(db);

  async function visibleImage(actor: Actor, id: string): Promise<ImageRow> {
    const image = UUID.test(id) ? await images.findById(id.toLowerCase()) : undefined;
    if (!image || !(await access.canReadImage(actor, image))) throw notFound(IMAGE_TEXTS.notFound);
    return image;
  }

  return {
    upload: (member: Uploader, upload: UploadForm) => uploadImage(withAccess, member, upload),

    /** Every image the viewer may see (GET /api/images without parameters): read each time, too large to keep. */
    listAll: (viewer: Actor, filter: { tag?: string | undefined; eventId?: string | undefined }) =>
      images.list({ ...filter, readableBy: viewer }),

    /** The whole gallery this viewer may see, from the cache, already JSON. */
    listWhole: (viewer: Actor) => cachedWholeGallery(db, gallery, access, viewer),
    /** The whole gallery's answers compressed, once per key and images version. */
    wholeCompressed: gallery.compressed,

    /** A page of the gallery, from the cache while it holds it. */
    async listPage(viewer: Actor, options: Omit<ListOptions, "readableBy"> & { limit: number }) {
      const cached = await cachedImagesPage(db, gallery, access, viewer, options);
      if (cached) return cached;
      const rows = await images.list({ ...options, readableBy: viewer });
      const page = rows.slice(0, options.limit);
      return {
        json: Buffer.from(JSON.stringify(page.map((row) => toImage(row, viewer)))),
        last: rows.length > options.limit ? page.at(-1) : undefined,
      };
    },

    /** The images of an event the viewer may see; undefined when the event is unknown or hidden. */
    async listForEvent(viewer: Actor, eventKey: string) {
      const eventId = await access.readableEventId(viewer, eventKey);
      return eventId === undefined ? undefined : images.list({ eventId, readableBy: viewer });
    },

    /** By id, else the newest the viewer may see with this title; with its people as far as she may see them. */
    async findByIdOrTitle(viewer: Actor, idOrTitle: string) {
      const byId = UUID.test(idOrTitle) ? await images.findById(idOrTitle.toLowerCase()) : undefined;
      const found =
        byId && (await access.canReadImage(viewer, byId)) ? byId : await images.findByTitle(idOrTitle, viewer);
      if (!found) throw notFound(IMAGE_TEXTS.notFound);
      return { row: found, people: (await people.list(viewer, found)).people };
    },

    visibleImage,

    async update(member: Actor, id: string, update: ImageUpdate) {
      return updateImage(withAccess, member, await visibleImage(member, id), update);
    },

    delete: (member: Actor, ids: string[]) => deleteImages(withAccess, member, ids),

    /** "Remove me" (decision 0056): each call finds the photo as the actor may see it first (hidden and unknown: 404). */
    removal: {
      request: async (actor: Actor, id: string, reason: string) =>
        removal.request(actor, await visibleImage(actor, id), reason),
      state: async (actor: Actor, id: string) => removal.state(actor, await visibleImage(actor, id)),
      keep: async (actor: Actor, id: string) => removal.keep(actor, await visibleImage(actor, id)),
      restore: async (actor: Actor, id: string, reason: string) =>
        removal.restore(actor, await visibleImage(actor, id), reason),
    },

    /** People in photos (decision 0058): each call finds the photo as the actor may see it first (hidden: 404). */
    people: {
      list: async (actor: Actor, id: string) => people.list(actor, await visibleImage(actor, id)),
      tag: async (actor: Actor, id: string, userId: number) => people.tag(actor, await visibleImage(actor, id), userId),
      remove: async (actor: Actor, id: string, userId: number) =>
        people.remove(actor, await visibleImage(actor, id), userId),
      answer: async (actor: Actor, id: string, userId: number, accept: boolean) =>
        people.answerTag(actor, await visibleImage(actor, id), userId, accept),
    },

    /** Her choice of who may tag her in photos. */
    tagging: {
      of: (actor: Actor) => tagging.of(actor),
      change: (actor: Actor, who: WhoMayTag) => tagging.change(actor, who),
    },

    /**
     * An image for an event's cover, linked to that event so that it is seen exactly by who sees the event: one of
     * the event's own images as it is, or a copy (through the pipeline again) of another image the member may see.
     * Undefined when she may not see it. The event is the caller's to have checked.
     */
    async coverImage(member: Uploader, imageId: string, eventId: string): Promise<EventCover | undefined> {
      const image = UUID.test(imageId) ? await images.findById(imageId.toLowerCase()) : undefined;
      if (!image || !(await access.canReadImage(member, image))) return undefined;
      if (image.associated_event_id === eventId) return toCover(image);
      const original = await context.storage.open(image.original_key);
      if (!original) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of original.stream) chunks.push(chunk as Buffer);
      const copy = await uploadImage(withAccess, member, {
        buffer: Buffer.concat(chunks),
        fields: { title: image.title, event_id: eventId },
      });
      return toCover(copy);
    },

    /** A new image uploaded as an event's cover, linked to the event (which the caller has checked she may manage). */
    async uploadCover(member: Uploader, upload: { buffer: Buffer }, eventId: string) {
      return toCover(await uploadImage(withAccess, member, { ...upload, fields: { event_id: eventId } }));
    },

    /** Whether the viewer may have a stored file: only served variants of an image she may see (docs/product/access.md#images). */
    mayServe: (viewer: Actor, imageId: string) => access.canReadImageById(viewer, imageId),
  };
}

export type GalleryService = ReturnType<typeof galleryService>;

/** When an event is deleted (a subscriber wired in app.ts): its images stay in the gallery without the link (docs/product/data.md#deleting-an-event). */
export const unlinkEventImages = async (trx: Db, event: { id: string }) => {
  await unlinkImagesFromEvent(trx, event.id);
};

/** The event an image is linked to and the image as a cover, for the events module's banner; undefined when unknown. */
export async function imageEventLink(
  db: Db,
  imageId: string,
): Promise<{ eventId: string | null; cover: EventCover } | undefined> {
  const image = UUID.test(imageId) ? await imagesRepository(db).findById(imageId.toLowerCase()) : undefined;
  return image && { eventId: image.associated_event_id, cover: toCover(image) };
}
