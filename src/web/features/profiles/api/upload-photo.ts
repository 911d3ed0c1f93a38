import { apiErrorSchema } from "../../../../shared/errors.ts";
import { imageSchema } from "../../../../shared/gallery.ts";
import { PROFILES_COPY } from "../../../content/profiles.ts";
import { ApiError } from "../../../lib/api.ts";

/** POSTs a multipart form carrying an image; answers the JSON answer, or throws the server's words (else `fallback`). */
export async function postImageForm(path: string, form: FormData, fallback: (status: number) => string) {
  const response = await fetch(path, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : fallback(response.status));
  }
  return payload;
}

/**
 * POST /upload-image: a club-wide gallery image (the image pipeline strips its metadata), for her showcase.
 * Without a title the server gives one; the file's own name is never used (docs/product/limits.md#uploads).
 */
export async function uploadOwnImage(file: File, title?: string) {
  const form = new FormData();
  if (title) form.append("title", title);
  form.append("image", file);
  return imageSchema.parse(await postImageForm("/upload-image", form, () => PROFILES_COPY.editor.uploadFailed));
}
