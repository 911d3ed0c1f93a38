import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { imageSchema } from "../../../../shared/gallery.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { api } from "../../../lib/api.ts";

/** How many of the gallery's newest images the composer offers. */
export const PICKABLE_IMAGES = 48;

/** GET /api/images?limit=: the newest images the writer may see, for the composer's image picker. */
export function useGalleryImages(enabled: boolean) {
  return useQuery({
    queryKey: ["images", "composer", PICKABLE_IMAGES],
    queryFn: () => api(callPath(GALLERY_PATHS.list, {}, { limit: PICKABLE_IMAGES }), { schema: z.array(imageSchema) }),
    enabled,
  });
}
