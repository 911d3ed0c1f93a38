import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createKeyedVersionedCache } from "../db/keyed-versioned-cache.ts";

export type Encoding = "br" | "gzip";

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** Brotli when the client takes it, else gzip, else nothing (q=0 refuses a coding; "*" takes either). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const takes = (coding: Encoding) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  return takes("br") ? "br" : takes("gzip") ? "gzip" : undefined;
}

/**
 * Answers compressed once per version of what they hold, not per request (issue 25): kept by a key naming the answer
 * (which viewers share it) under the version it was built from, each coding made the first time a client asks for it.
 */
export function createCompressedAnswers(name: string, maxBytes = 16 * 1024 * 1024) {
  const cache = createKeyedVersionedCache<Partial<Record<Encoding, Buffer>>>({
    name,
    maxEntries: 2_000,
    maxBytes,
    sizeOf: (codings) => (codings.br?.length ?? 0) + (codings.gzip?.length ?? 0),
  });
  return {
    async get(key: string, version: number, encoding: Encoding, body: Buffer): Promise<Buffer> {
      const kept = cache.get(key, version) ?? {};
      const ready = kept[encoding];
      if (ready) return ready;
      const compressed = await compressors[encoding](body);
      cache.store(key, version, { ...kept, [encoding]: compressed });
      return compressed;
    },
  };
}

export type CompressedAnswers = ReturnType<typeof createCompressedAnswers>;
