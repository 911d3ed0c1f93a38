import { expect } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { answerCompressions } from "../../../src/server/observability/metrics.ts";
import type { TestServer } from "../harness/test-app.ts";

/** How many times the named answers were compressed so far (salon_answer_compressions_total). */
export async function compressions(answers: string): Promise<number> {
  const { values } = await answerCompressions.get();
  return values.filter((v) => v.labels.answers === answers).reduce((sum, v) => sum + v.value, 0);
}

const CODINGS = [
  ["gzip, deflate, br", "br", brotliDecompressSync],
  ["br;q=0, gzip", "gzip", gunzipSync],
] as const;

/**
 * Asks `url` as `cookie` plain, in brotli and in gzip (twice each) and refusing both: the decompressed bodies are the
 * plain body byte for byte, the second answer in a coding is the first's bytes, and it costs no compression. Returns
 * the plain body and how many compressions the whole took.
 */
export async function expectCompressedAsPlain(server: TestServer, url: string, cookie: string, answers: string) {
  const get = (acceptEncoding?: string) =>
    server.app.inject({
      method: "GET",
      url,
      headers: { cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
    });
  const startedAt = await compressions(answers);
  const plain = await get();
  expect(plain.statusCode, plain.body).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  for (const [accept, coding, decode] of CODINGS) {
    const first = await get(accept);
    expect(first.headers["content-encoding"], url).toBe(coding);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(first.rawPayload).toString("utf8"), url).toBe(plain.body);
    const before = await compressions(answers);
    const second = await get(accept);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await compressions(answers), "the second answer is compressed again").toBe(before);
  }
  const refused = await get("identity, br;q=0, gzip;q=0");
  expect(refused.headers["content-encoding"]).toBeUndefined();
  expect(refused.body).toBe(plain.body);
  return { body: plain.body, compressed: (await compressions(answers)) - startedAt };
}
