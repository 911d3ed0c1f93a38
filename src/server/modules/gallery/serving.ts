import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../../http/errors.ts";
import type { MediaStorage } from "./storage.ts";

/**
 * Only the served variants are reachable; the originals (under originals/) never are. The key holds the image id
 * and the file's content hash, so what a URL names never changes: it may be cached for a year.
 */
const SERVED_KEY = /^images\/([0-9a-f-]{36})\/([0-9a-f]{16})-(thumb|display)\.(webp|avif)$/;

/**
 * GET /media/<key>: streams a stored image to a member who may see the image it belongs to (`mayServe`, the access
 * layer's answer), with a year-long private cache and an ETag. Unknown and hidden files answer the same 404.
 */
export async function serveMediaFile(
  storage: MediaStorage,
  key: string,
  mayServe: (imageId: string) => Promise<boolean>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const match = SERVED_KEY.exec(key);
  if (!match || !(await mayServe(match[1]!))) throw notFound();
  const etag = `"${match[2]}-${match[3]}"`;
  const cacheHeaders = {
    "cache-control": "private, max-age=31536000, immutable",
    etag,
    "x-content-type-options": "nosniff",
  };
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    if (!(await storage.exists(key))) throw notFound();
    return reply.code(304).headers(cacheHeaders).send();
  }
  const file = await storage.open(key);
  if (!file) throw notFound();
  return reply
    .headers({ ...cacheHeaders, "content-length": file.size, "content-disposition": "inline" })
    .type(file.contentType)
    .send(file.stream);
}
