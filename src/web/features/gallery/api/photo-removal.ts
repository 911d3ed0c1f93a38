import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { removalAnswerSchema } from "../../../../shared/gallery.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { api } from "../../../lib/api.ts";
import { imageKey } from "./get-image.ts";
import { imagesKey } from "./get-images.ts";

// "Remove me" (docs/product/privacy.md#remove-me, decision 0056).

const removalKey = (id: string) => [...imageKey(id), "removal-request"] as const;

/** The latest request about a photo, for its uploader and admins. */
export function useRemovalState(id: string, enabled: boolean) {
  return useQuery({
    queryKey: removalKey(id),
    queryFn: () => api(callPath(GALLERY_PATHS.removalRequest, { id }), { schema: removalAnswerSchema }),
    enabled,
  });
}

/** Asks for the photo to come down: it is hidden from her at once, so the gallery is read again. */
export function useAskRemoval(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api(callPath(GALLERY_PATHS.removalRequest, { id }), {
        method: "POST",
        body: reason ? { reason } : {},
        schema: removalAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
  });
}

/** Keeps the photo down, or restores it with a reason (its uploader or an admin). */
export function useDecideRemoval(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { restore: false } | { restore: true; reason: string }) =>
      decision.restore
        ? api(callPath(GALLERY_PATHS.removalRestore, { id }), {
            method: "POST",
            body: { reason: decision.reason },
            schema: removalAnswerSchema,
          })
        : api(callPath(GALLERY_PATHS.removalKeep, { id }), { method: "POST", body: {}, schema: removalAnswerSchema }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(removalKey(id), answer);
      await queryClient.invalidateQueries({ queryKey: imagesKey });
    },
  });
}
