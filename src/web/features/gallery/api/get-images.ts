import { callPath } from "../../../../shared/paths/call-path.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiErrorSchema } from "../../../../shared/errors.ts";
import { NEXT_CURSOR_HEADER, imageSchema, type Image } from "../../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { ApiError } from "../../../lib/api.ts";

export const GALLERY_PAGE_SIZE = 48;

export interface ImageFilter {
  /** Part of any tag, any case (the server's `tag`). */
  tag: string;
  eventId: string;
}

export interface ImagePage {
  images: Image[];
  nextCursor: string | undefined;
}

export const imagesKey = ["images"] as const;
export const imagePagesKey = (filter: ImageFilter) => [...imagesKey, "pages", filter] as const;

/** The call for one page of the gallery (the first page of the whole gallery is also announced by the server). */
export function imagePagePath(filter: ImageFilter, cursor: string | undefined): string {
  return callPath(
    GALLERY_PATHS.list,
    {},
    { limit: GALLERY_PAGE_SIZE, cursor, tag: filter.tag.trim() || undefined, eventId: filter.eventId || undefined },
  );
}

/**
 * One page of GET /api/images, newest first. The next page's cursor comes in a response header, which the shared
 * `api()` helper does not expose, so this call reads the response itself (same errors, same credentials).
 */
export async function getImagePage(filter: ImageFilter, cursor: string | undefined): Promise<ImagePage> {
  const response = await fetch(imagePagePath(filter, cursor), {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.error : response.statusText,
      parsed.success ? parsed.data.code : undefined,
    );
  }
  return {
    images: z.array(imageSchema).parse(payload),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined,
  };
}

/** The gallery's images, page by page as the member scrolls. */
export function useImagePages(filter: ImageFilter) {
  return useInfiniteQuery({
    queryKey: imagePagesKey(filter),
    queryFn: ({ pageParam }) => getImagePage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}
