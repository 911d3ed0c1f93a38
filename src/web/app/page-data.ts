import { EVENT_PATHS } from "../../shared/events.ts";
import { PROFILE_PATHS } from "../../shared/profiles.ts";
import { imagePagePath } from "../features/gallery/api/get-images.ts";
import type { PageName } from "./page-chunks.ts";

/** A call whose path holds the page path's parameter `name`, as a template (":name") the server fills in. */
const withParameter = (path: (value: string) => string, name: string) => path("\u0001").replace("%01", `:${name}`);

/**
 * The calls a page makes as it opens, unfiltered, for a member: the server announces them with the page's HTML
 * (a `Link: rel=preload` header), so that their answers are on the way while the page's code still loads. Read at
 * build time only (entry-prerender.tsx → dist/web/page-preloads.json); the pages make these same calls themselves.
 */
export const PAGE_DATA: Partial<Record<PageName, readonly string[]>> = {
  EventsPage: [EVENT_PATHS.list],
  EventPage: [withParameter(EVENT_PATHS.one, "id")],
  MemberHomePage: [PROFILE_PATHS.home],
  GalleryPage: [imagePagePath({ tag: "", eventId: "" }, undefined), EVENT_PATHS.list],
};
