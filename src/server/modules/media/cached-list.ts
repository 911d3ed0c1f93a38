import { changeVersionsRepository } from "../../db/change-versions-repository.ts";
import type { Db } from "../../db/database.ts";
import { createVersionedCache } from "../../db/versioned-cache.ts";
import { jsonArray, sharedJson, viewerTail } from "../../http/json-pieces.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import { toImageViewerFields, toSharedImage } from "./mapper.ts";
import { imagesRepository, type ImageRow, type ListOptions } from "./repository.ts";

/** One page of images as every member sees it: rows (one more than the page when there is a next) and shared JSON. */
interface CachedPage {
  rows: readonly ImageRow[];
  json: readonly Buffer[];
}

export const createGalleryCache = () => createVersionedCache<CachedPage>();
export type GalleryCache = ReturnType<typeof createGalleryCache>;

const pageKey = (o: ListOptions & { limit: number }) => `${o.limit}|${o.cursor?.createdAt}|${o.cursor?.id}|${o.tag ?? ""}|${o.eventId ?? ""}`;

/**
 * A page of the gallery: every member sees the same images, so the page is read once while the images version
 * (migration 0011) stays, and only `can_edit` is worked out per viewer.
 */
export async function cachedImagesPage(db: Db, cache: GalleryCache, viewer: CurrentUser, options: ListOptions & { limit: number }) {
  const version = await changeVersionsRepository(db).read("images");
  cache.align(version);
  const key = pageKey(options);
  let page = cache.get(key);
  if (!page) {
    const rows = await imagesRepository(db).list(options);
    page = { rows, json: rows.slice(0, options.limit).map((row) => sharedJson(toSharedImage(row))) };
    cache.store(version, key, page);
  }
  const { rows, json } = page;
  return {
    json: jsonArray(json.map((shared, i) => [shared, viewerTail(toImageViewerFields(rows[i]!, viewer))] as const)),
    last: rows.length > options.limit ? rows[options.limit - 1] : undefined,
  };
}
