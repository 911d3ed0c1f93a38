import { callPath } from "../../../../shared/paths/call-path.ts";
import { useQuery } from "@tanstack/react-query";
import { imageSchema } from "../../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { api } from "../../../lib/api.ts";
import { imagesKey } from "./get-images.ts";

export const imageKey = (id: string) => [...imagesKey, "one", id] as const;

export const getImage = (id: string) => api(callPath(GALLERY_PATHS.one, { idOrTitle: id }), { schema: imageSchema });

/** One image by id: the ?image= deep link opens it even when it is not on a loaded page. */
export function useImage(id: string | null) {
  return useQuery({ queryKey: imageKey(id ?? ""), queryFn: () => getImage(id!), enabled: id !== null });
}
