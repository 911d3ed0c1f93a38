import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../http/errors.ts";
import type { MediaStorage } from "./storage.ts";

/** A stored file a service found its caller may have, named by its key, under the ETag its content gives. */
export interface StoredFile {
  key: string;
  etag: string;
}

/** Streams one stored file the caller was found to be allowed, with a year-long private cache under its content's ETag. */
export async function sendStoredFile(
  storage: MediaStorage,
  { key, etag }: StoredFile,
  request: FastifyRequest,
  reply: FastifyReply,
) {
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

/** Streams one stored file as a download to keep (an archive): never cached, saved under the name given. */
export async function sendDownload(
  storage: MediaStorage,
  { key, filename, contentType }: { key: string; filename: string; contentType: string },
  reply: FastifyReply,
) {
  const file = await storage.open(key);
  if (!file) throw notFound();
  return reply
    .headers({
      "cache-control": "no-store",
      "content-length": file.size,
      "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "x-content-type-options": "nosniff",
    })
    .type(contentType)
    .send(file.stream);
}
