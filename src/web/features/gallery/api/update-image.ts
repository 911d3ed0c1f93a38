import { callPath } from "../../../../shared/paths/call-path.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { imageSchema, type ImageUpdateInput } from "../../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { api } from "../../../lib/api.ts";
import { imageKey } from "./get-image.ts";
import { imagesKey } from "./get-images.ts";

export const updateImage = (id: string, update: ImageUpdateInput) =>
  api(callPath(GALLERY_PATHS.update, { id }), { method: "PUT", body: update, schema: imageSchema });

/** Saves an image's description, tags and event link (its uploader or an admin). */
export function useUpdateImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ImageUpdateInput) => updateImage(id, update),
    onSuccess: async (image) => {
      queryClient.setQueryData(imageKey(id), image);
      await queryClient.invalidateQueries({ queryKey: [...imagesKey, "pages"] });
    },
    onError: (error) => console.error("Failed to save the image", error),
  });
}
