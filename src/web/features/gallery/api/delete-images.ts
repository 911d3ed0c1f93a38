import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteImagesAnswerSchema } from "../../../../shared/gallery.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { api } from "../../../lib/api.ts";
import { imagesKey } from "./get-images.ts";

export const deleteImages = (ids: readonly string[]) =>
  api(GALLERY_PATHS.delete, { method: "POST", body: { images: ids }, schema: deleteImagesAnswerSchema });

/** Deletes the selected images (one's own, or any for an admin) and reloads the gallery. */
export function useDeleteImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
    onError: (error) => console.error("Failed to delete images", error),
  });
}
