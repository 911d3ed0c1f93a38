import type { AccessControl } from "../../access/access.ts";
import type { Actor } from "../../access/rules.ts";
import { changeVersionsRepository } from "../../db/change-versions-repository.ts";
import type { Db } from "../../db/database.ts";
import { createVersionedCache } from "../../db/versioned-cache.ts";
import { jsonArray, sharedJson, viewerTail } from "../../http/json-pieces.ts";
import { toImageViewerFields, toSharedImage } from "./mapper.ts";
import { imagesRepository, type ImageRow, type ListOptions } from "./repository.ts";

/** Images read per window beyond the page, so images of events hidden from the viewer rarely leave a page short. */
const SLACK = 20;

/** One window of the gallery, whoever may see its images: rows in list order with their shared JSON. */
interface CachedWindow {
  rows: readonly ImageRow[];
  json: ReadonlyMap<string, Buffer>;
  /** False when more images follow the rows read. */
  complete: boolean;
}

export const createGalleryCache = () => createVersionedCache<CachedWindow>();
export type GalleryCache = ReturnType<typeof createGalleryCache>;

type PageOptions = Omit<ListOptions, "readableBy"> & { limit: number };

const windowKey = (o: PageOptions) =>
  `${o.limit}|${o.cursor?.createdAt}|${o.cursor?.id}|${o.tag ?? ""}|${o.eventId ?? ""}`;

/**
 * A page of the gallery for this viewer: the window of images is read once while the images version (migration 0011)
 * stays, the access layer keeps those the viewer may see (one query, only when the window holds images of invite-only
 * events), and only `can_edit` is worked out per viewer. Undefined when the window is too short for this viewer's
 * page: the caller then reads the page directly.
 */
export async function cachedImagesPage(
  db: Db,
  cache: GalleryCache,
  access: AccessControl,
  viewer: Actor,
  options: PageOptions,
) {
  const version = await changeVersionsRepository(db).read("images");
  cache.align(version);
  const key = windowKey(options);
  let window = cache.get(key);
  if (!window) {
    const size = options.limit + SLACK;
    const rows = await imagesRepository(db).list({ ...options, limit: size });
    window = {
      rows,
      json: new Map(rows.map((row) => [row.id, sharedJson(toSharedImage(row))])),
      complete: rows.length <= size,
    };
    cache.store(version, key, window);
  }
  const visible = await access.readableImages(viewer, window.rows);
  if (visible.length <= options.limit && !window.complete) return undefined;
  const page = visible.slice(0, options.limit);
  return {
    json: jsonArray(
      page.map((row) => [window.json.get(row.id)!, viewerTail(toImageViewerFields(row, viewer))] as const),
    ),
    last: visible.length > options.limit ? page.at(-1) : undefined,
  };
}
