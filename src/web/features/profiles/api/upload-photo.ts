import { apiErrorSchema } from "../../../../shared/errors.ts";
import { imageSchema } from "../../../../shared/gallery.ts";
import { ApiError } from "../../../lib/api.ts";

/**
 * POST /upload-image: a club-wide gallery image (the image pipeline strips its metadata), for her photo or showcase.
 * Without a title the server gives one; the file's own name is never used (docs/product/limits.md#uploads).
 */
export async function uploadOwnImage(file: File, title?: string) {
  const form = new FormData();
  if (title) form.append("title", title);
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
