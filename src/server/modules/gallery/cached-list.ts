import { type AccessControl, type Actor } from "../../access/index.ts";
import { changeVersionsRepository } from "../../kernel/caches/change-versions-repository.ts";
import type { Db } from "../../kernel/database/database.ts";
import { createVersionedCache } from "../../kernel/caches/versioned-cache.ts";
import type { SharedAnswer } from "../../kernel/http/compressed-answers.ts";
import { createCompressedAnswers } from "../../kernel/http/compressed-answers.ts";
import { jsonArray, sharedJson, viewerTail } from "../../kernel/http/json-pieces.ts";
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

/** The whole gallery (GET /api/images with no parameters), whoever may see its images, newest first. */
interface WholeGallery {
  rows: readonly ImageRow[];
  json: readonly Buffer[];
}

export const createGalleryCache = () => ({
  windows: createVersionedCache<CachedWindow>("gallery"),
  whole: createVersionedCache<WholeGallery>("gallery-whole-list", 1),
  compressed: createCompressedAnswers("gallery-whole-list-compressed"),
});
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
  cache.windows.align(version);
  const key = windowKey(options);
  let window = cache.windows.get(key);
  if (!window) {
    const size = options.limit + SLACK;
    const rows = await imagesRepository(db).list({ ...options, limit: size });
    window = {
      rows,
      json: new Map(rows.map((row) => [row.id, sharedJson(toSharedImage(row))])),
      complete: rows.length <= size,
    };
    cache.windows.store(version, key, window);
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

/**
 * Every image this viewer may see (GET /api/images with no parameters), byte for byte what the direct read answers:
 * the images and their shared JSON are read once per images version; the access layer keeps the viewer's (one query,
 * only for images of events the rule cannot decide alone), and only `can_edit` is added per viewer. The answer's key
 * names what sets it apart (the images left out, those she may edit), so viewers alike share one compression.
 */
export async function cachedWholeGallery(
  db: Db,
  cache: GalleryCache,
  access: AccessControl,
  viewer: Actor,
): Promise<SharedAnswer> {
  const version = await changeVersionsRepository(db).read("images");
  cache.whole.align(version);
  let whole = cache.whole.get("whole");
  if (!whole) {
    const rows = await imagesRepository(db).list({});
    whole = { rows, json: rows.map((row) => sharedJson(toSharedImage(row))) };
    cache.whole.store(version, "whole", whole);
  }
  const { rows, json } = whole;
  const visible = await access.readableImages(viewer, rows);
  const items: (readonly [Buffer, Buffer])[] = [];
  const hidden = new Ranges();
  const editable = new Ranges();
  let next = 0;
  for (const [index, row] of rows.entries()) {
    if (visible[next] !== row) {
      hidden.add(index);
      continue;
    }
    next += 1;
    const fields = toImageViewerFields(row, viewer);
    if (fields.can_edit) editable.add(index);
    items.push([json[index]!, viewerTail(fields)]);
  }
  const key = `hidden ${hidden}; editable ${editable}`;
  return { json: jsonArray(items), version, key, sharedBy: editable.empty ? "many" : "one" };
}

/** Ascending indexes written as runs (`0-4,9`): the key of an answer stays short for an admin's thousands of images. */
class Ranges {
  private readonly runs: [number, number][] = [];
  add(index: number) {
    const last = this.runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else this.runs.push([index, index]);
  }
  get empty() {
    return this.runs.length === 0;
  }
  toString() {
    return this.runs.map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`)).join(",");
  }
}
