import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ZodType } from "zod";
import { createKeyedVersionedCache } from "../caches/keyed-versioned-cache.ts";
import { answerCompressions } from "../../observability/metrics.ts";
import { sendJson } from "./response-serializer.ts";
import { jsonBuffer, jsonLength, type JsonBytes } from "./json-pieces.ts";

export type Encoding = "br" | "gzip";

/**
 * How hard to compress: an answer many viewers share is compressed once for all of them (brotli 5, gzip 6: the 387 KB
 * events list to 23 KB in about 15 ms); one with a viewer's own fields is compressed for her alone, fast (brotli 1,
 * gzip 1: to 35 KB in about 1 ms, to 38 KB in 2.5 ms), so her first request costs about what serving it does.
 */
const SETTINGS = { many: { br: 5, gzip: 6 }, one: { br: 1, gzip: 1 } } as const;

const compress = (encoding: Encoding, body: Buffer, sharedBy: "many" | "one") =>
  encoding === "br"
    ? promisify(brotliCompress)(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: SETTINGS[sharedBy].br,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : promisify(gzip)(body, { level: SETTINGS[sharedBy].gzip });

/** Answers smaller than this go as they are: compressing them would cost more than the bytes it saves. */
const WORTH_COMPRESSING = 1024;

const CODINGS: Encoding[] = ["br", "gzip"];
const KNOWN_HEADERS = 64;
const codingFor = new Map<string, Encoding | undefined>();

/**
 * The coding the client prefers of brotli and gzip, by its q-values (brotli on a tie), or none (q=0 refuses a coding;
 * "*" takes either). Browsers send a handful of distinct headers: each is read by negotiator once.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (codingFor.has(acceptEncoding)) return codingFor.get(acceptEncoding);
  const coding = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(CODINGS, {
    preferred: CODINGS,
  }) as Encoding | undefined;
  if (codingFor.size >= KNOWN_HEADERS) codingFor.clear();
  codingFor.set(acceptEncoding, coding);
  return coding;
}

/**
 * Answers compressed once per version of what they hold, not per request: kept by a key naming the answer (which
 * viewers share it) under the version it was built from, each coding made the first time a client asks for it. Requests
 * that arrive while it is being made wait for that one compression.
 */
export function createCompressedAnswers(name: string, maxBytes = 16 * 1024 * 1024) {
  const cache = createKeyedVersionedCache<Partial<Record<Encoding, Buffer>>>({
    name,
    maxEntries: 2_000,
    maxBytes,
    sizeOf: (codings) => (codings.br?.length ?? 0) + (codings.gzip?.length ?? 0),
  });
  const underway = new Map<string, Promise<Buffer>>();
  return {
    async get(answer: SharedAnswer, encoding: Encoding): Promise<Buffer> {
      const { key, version, json: body } = answer;
      const kept = cache.get(key, version);
      const ready = kept?.[encoding];
      if (ready) return ready;
      const job = `${encoding}|${version}|${key}`;
      let compressing = underway.get(job);
      if (!compressing) {
        answerCompressions.inc({ answers: name, encoding });
        compressing = compress(encoding, jsonBuffer(body), answer.sharedBy).finally(() => underway.delete(job));
        underway.set(job, compressing);
        const compressed = await compressing;
        cache.store(key, version, { ...kept, [encoding]: compressed });
        return compressed;
      }
      return compressing;
    },
  };
}

export type CompressedAnswers = ReturnType<typeof createCompressedAnswers>;

/** JSON that every viewer of one shape is answered alike: `key` names the shape, `version` what it was built from. */
export interface SharedAnswer {
  json: JsonBytes;
  key: string;
  version: number;
  /** Whether many viewers share these bytes, or they hold fields of this viewer's own. */
  sharedBy: "many" | "one";
}

/**
 * Sends what a read model answered, whichever it is: bytes written for this viewer alone, or a shared answer compressed
 * once per key and version (`answers`), so that no route branches on the kind of answer.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: CompressedAnswers,
  answer: JsonBytes | SharedAnswer,
  schema: ZodType,
): Promise<FastifyReply> | FastifyReply {
  if (Buffer.isBuffer(answer) || !("sharedBy" in answer)) return sendJson(reply, answer, schema);
  return sendShared(request, reply, answers, answer, schema);
}

/**
 * Sends a shared answer compressed as the client prefers, from bytes compressed once per key and version; as it is
 * when the client takes no coding we make, or when it is too small to gain.
 */
export async function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: CompressedAnswers,
  answer: SharedAnswer,
  schema: ZodType,
): Promise<FastifyReply> {
  reply.header("vary", "accept-encoding");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding || jsonLength(answer.json) < WORTH_COMPRESSING) return sendJson(reply, answer.json, schema);
  const bytes = await answers.get(answer, encoding);
  return sendJson(reply, answer.json, schema, { encoding, bytes });
}
