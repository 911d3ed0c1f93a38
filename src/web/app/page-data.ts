import { EVENT_PATHS } from "../../shared/paths/events.ts";
import { imagePagePath } from "../features/gallery/api/get-images.ts";
import type { PageName } from "./page-chunks.ts";

/**
 * The calls a page makes as it opens, unfiltered, for a member: the server announces them with the page's HTML
 * (a `Link: rel=preload` header), so that their answers are on the way while the page's code still loads. Read at
 * build time only (entry-prerender.tsx → dist/web/page-preloads.json); the pages make these same calls themselves.
 */
export const PAGE_DATA: Partial<Record<PageName, readonly string[]>> = {
  EventsPage: [EVENT_PATHS.list],
  // The page path's parameter, :id, is the call's: the server fills it in.
  EventPage: [EVENT_PATHS.one],
  GalleryPage: [imagePagePath({ tag: "", eventId: "" }, undefined), EVENT_PATHS.list],
};
