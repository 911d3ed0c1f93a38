import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorSchema } from "../../../../shared/errors.ts";
import { imageSchema } from "../../../../shared/gallery.ts";
import { ApiError } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** POST /upload-image as multipart (the one call that is not JSON): the file and the event it belongs to. */
export async function uploadEventImage(eventId: string, file: File) {
  const form = new FormData();
  form.append("event_id", eventId);
  form.append("image", file);
  const response = await fetch("/upload-image", {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : response.statusText);
  }
  return imageSchema.parse(payload);
}

export function useUploadEventImage(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadEventImage(eventId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.images(eventId) }),
  });
}
