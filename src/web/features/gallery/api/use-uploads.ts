import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ACCEPTED_IMAGE_TYPES, IMAGE_LIMITS } from "../../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../../shared/texts/gallery.ts";
import { imagesKey } from "./get-images.ts";
import { uploadImage } from "./upload-image.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";

export interface UploadState {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: "uploading" | "done" | "failed";
  error?: string;
}

/** A refusal the browser can tell before sending anything. */
export function checkFile(file: File): string | undefined {
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TEXTS.unsupported;
  if (file.size > IMAGE_LIMITS.maxBytes) return IMAGE_TEXTS.tooLarge;
  return undefined;
}

/** What a batch of uploads shares: a title (numbered when there are several), tags, an event; empty = none. */
export interface BatchFields {
  title: string;
  tags: string;
  eventId: string;
}

/** The form fields of the `index`-th of `count` files in a batch. */
export function batchFieldsFor({ title, tags, eventId }: BatchFields, index: number, count: number) {
  const fields: Record<string, string> = {};
  if (title) fields.title = count > 1 ? GALLERY_COPY.upload.numbered(title, index + 1, count) : title;
  if (tags) fields.tags = tags;
  if (eventId) fields.event_id = eventId;
  return fields;
}

let sequence = 0;

/** Uploads several files at once, each with its own progress and error, and refreshes the gallery as they land. */
export function useUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const patch = useCallback(
    (key: string, change: Partial<UploadState>) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u))),
    [],
  );

  const start = useCallback(
    (files: readonly File[], shared: BatchFields = { title: "", tags: "", eventId: "" }) => {
      const batch = files.map((file) => ({ file, key: `upload-${++sequence}`, refusal: checkFile(file) }));
      setUploads((list) => [
        ...list.filter((u) => u.status === "uploading"),
        ...batch.map(({ file, key, refusal }): UploadState =>
          refusal
            ? { key, name: file.name, progress: 0, status: "failed", error: refusal }
            : { key, name: file.name, progress: 0, status: "uploading" },
        ),
      ]);
      for (const [index, { file, key, refusal }] of batch.entries()) {
        if (refusal) continue;
        uploadImage(file, (progress) => patch(key, { progress }), batchFieldsFor(shared, index, batch.length))
          .then(async () => {
            patch(key, { progress: 1, status: "done" });
            await queryClient.invalidateQueries({ queryKey: imagesKey });
          })
          .catch((error: unknown) => {
            console.error("Upload failed", error);
            patch(key, {
              status: "failed",
              error: error instanceof Error ? error.message : GALLERY_COPY.upload.failed,
            });
          });
      }
    },
    [patch, queryClient],
  );

  const dismiss = useCallback(() => setUploads((list) => list.filter((u) => u.status === "uploading")), []);
  return { uploads, start, dismiss };
}
