import { apiErrorSchema } from "../../../../shared/errors.ts";
import { imageSchema, type Image } from "../../../../shared/gallery.ts";
import { IMAGE_TEXTS } from "../../../../shared/texts/gallery.ts";
import { ApiError } from "../../../lib/api.ts";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.upload;

/** What each refusal means to the member, when the server's own words are missing. */
export const UPLOAD_ERRORS: Record<number, string> = {
  413: IMAGE_TEXTS.tooLarge,
  415: IMAGE_TEXTS.unsupported,
  429: COPY.tooMany,
};
const FALLBACK = COPY.fallback;

function uploadError(status: number, body: string, retryAfter: string | null): ApiError {
  let text: string | undefined;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) text = parsed.data.error;
  } catch {
    // Not JSON (a proxy's page): fall back to our own words.
  }
  let message = text ?? UPLOAD_ERRORS[status] ?? FALLBACK;
  if (status === 429 && retryAfter && /^\d+$/.test(retryAfter))
    message += COPY.retryIn(Math.ceil(Number(retryAfter) / 60));
  return new ApiError(status, message);
}

/**
 * POST /upload-image (multipart `image`), reporting progress from 0 to 1. XMLHttpRequest rather than fetch,
 * because only it reports upload progress.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<Image> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("image", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/upload-image");
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(imageSchema.parse(JSON.parse(request.responseText)));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else reject(uploadError(request.status, request.responseText, request.getResponseHeader("retry-after")));
    };
    request.onerror = () => reject(new ApiError(0, COPY.connectionFailed));
    request.send(form);
  });
}
