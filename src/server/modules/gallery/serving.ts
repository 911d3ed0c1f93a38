import { notFound } from "../../kernel/http/errors.ts";
import type { StoredFile } from "../../kernel/media-storage/sending.ts";

/**
 * Only the served variants are reachable; the originals (under originals/) never are. The key holds the image id
 * and the file's content hash, so what a URL names never changes: it may be cached for a year.
 */
export const SERVED_KEY = /^images\/([0-9a-f-]{36})\/([0-9a-f]{16})-(thumb|display)\.(webp|avif)$/;

/**
 * GET /media/<key>: a stored image's file, for a member who may see the image it belongs to (`mayServe`, the access
 * layer's answer). Unknown and hidden files answer the same 404.
 */
export async function servedImageFile(
  key: string,
  mayServe: (imageId: string) => Promise<boolean>,
): Promise<StoredFile> {
  const match = SERVED_KEY.exec(key);
  if (!match || !(await mayServe(match[1]!))) throw notFound();
  return { key, etag: `"${match[2]}-${match[3]}"` };
}
