import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { z } from "zod";
import { COVER_TEXTS } from "../../../../shared/texts/events.ts";
import { apiErrorSchema } from "../../../../shared/errors.ts";
import { eventSchema, type Event } from "../../../../shared/events.ts";
import { imageSchema } from "../../../../shared/gallery.ts";
import { callPath } from "../../../../shared/paths/call-path.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { GALLERY_PATHS } from "../../../../shared/paths/gallery.ts";
import { ApiError, api } from "../../../lib/api.ts";
import { eventKeys } from "./event-keys.ts";

/** What the dialog does to the cover on save: nothing, a file to upload, a gallery image, or back to none. */
export type CoverChoice =
  | { kind: "keep" }
  | { kind: "upload"; file: File; preview: string }
  | { kind: "gallery"; imageId: string; preview: string }
  | { kind: "remove" };

/**
 * POST /api/events/:id/cover as multipart, through XMLHttpRequest: fetch does not report upload progress.
 * `onProgress` gets the share sent, 0 to 1.
 */
export function uploadCover(eventId: string, file: File, onProgress: (share: number) => void): Promise<Event> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", callPath(EVENT_PATHS.cover, { id: eventId }));
    request.setRequestHeader("accept", "application/json");
    request.responseType = "text";
    request.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    });
    request.addEventListener("load", () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(eventSchema.parse(payload));
        return;
      }
      const parsed = apiErrorSchema.safeParse(payload);
      reject(new ApiError(request.status, parsed.success ? parsed.data.error : COVER_TEXTS.uploadFailed));
    });
    request.addEventListener("error", () => reject(new ApiError(0, COVER_TEXTS.uploadFailed)));
    const form = new FormData();
    form.append("image", file);
    request.send(form);
  });
}

export const chooseCover = (eventId: string, imageId: string) =>
  api(callPath(EVENT_PATHS.cover, { id: eventId }), { method: "PUT", body: { imageId }, schema: eventSchema });

export const removeCover = (eventId: string) =>
  api(callPath(EVENT_PATHS.cover, { id: eventId }), { method: "DELETE", schema: eventSchema });

/** The gallery images the member may see, newest first, to choose a cover from. */
export function useCoverCandidates(enabled: boolean) {
  return useQuery({
    queryKey: ["images", "cover-candidates"],
    queryFn: () => api(`${GALLERY_PATHS.list}?limit=24`, { schema: z.array(imageSchema) }),
    enabled,
  });
}

/** The dialog's cover: the member's choice, and applying it to the saved event with the upload's progress shown. */
export function useCoverChoice() {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<CoverChoice>({ kind: "keep" });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The event as saved with its cover; the event without it (and the error shown) when the cover failed. */
  const applyTo = useCallback(
    async (event: Event): Promise<Event | undefined> => {
      setError(null);
      try {
        let saved = event;
        if (choice.kind === "upload") {
          setProgress(0);
          saved = await uploadCover(event.id, choice.file, setProgress);
        } else if (choice.kind === "gallery") saved = await chooseCover(event.id, choice.imageId);
        else if (choice.kind === "remove") saved = await removeCover(event.id);
        if (saved !== event) {
          queryClient.setQueryData(eventKeys.one(saved.slug), saved);
          queryClient.setQueryData(eventKeys.one(saved.id), saved);
          await queryClient.invalidateQueries({ queryKey: eventKeys.list() });
        }
        return saved;
      } catch (failure) {
        setProgress(null);
        setError(failure instanceof Error ? failure.message : COVER_TEXTS.uploadFailed);
        return undefined;
      }
    },
    [choice, queryClient],
  );

  return { choice, setChoice, progress, error, busy: progress !== null && progress < 1, applyTo };
}
export type CoverState = ReturnType<typeof useCoverChoice>;
