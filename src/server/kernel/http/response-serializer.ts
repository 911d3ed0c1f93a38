import type { FastifyReply } from "fastify";
import { Readable } from "node:stream";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { jsonBuffer, type JsonBytes } from "./json-pieces.ts";

const mapped = new WeakSet<object>();

/**
 * Marks a response schema whose answers are always built by a typed mapper (toEvent, toImage, toComment…): an object
 * literal of the schema's inferred type, so TypeScript already holds its shape and no extra field can slip in. Those
 * answers skip zod's per-answer check in production and are written with JSON.stringify: on the hot lists (20 events
 * with participants, 50 images, hundreds of comments) the check cost more than the JSON itself. Under test the check
 * still runs, so a mapper drifting from its schema fails the shape tests. The schema itself is unchanged (OpenAPI).
 * The mark belongs to the schema object: mark only schemas that every route using them fills from a mapper.
 */
export function mappedResponse<T extends ZodType>(schema: T): T {
  mapped.add(schema);
  return schema;
}

const underTest = process.env.VITEST !== undefined || process.env.NODE_ENV === "test";

/** fastify-type-provider-zod's serializer, except for mapped responses outside tests (see mappedResponse). */
export function createResponseSerializerCompiler({
  verify = underTest,
}: { verify?: boolean } = {}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    if (!verify && mapped.has(route.schema as object)) return (data: unknown) => JSON.stringify(data);
    return zodSerializerCompiler(route);
  };
}

/**
 * Sends an answer the route has already written as JSON (from cached pieces, see events/cached-list.ts). Fastify sends the
 * bytes as they are, pieces in turn (one system call: Node corks the socket for writes made in one tick); under test
 * it is still checked against the route's schema.
 */
export function sendJson(
  reply: FastifyReply,
  json: JsonBytes,
  schema: ZodType,
  compressed?: { encoding: string; bytes: Buffer },
): FastifyReply {
  if (underTest) schema.parse(JSON.parse(jsonBuffer(json).toString("utf8")));
  reply.type("application/json; charset=utf-8");
  if (!compressed) {
    if (Buffer.isBuffer(json)) return reply.send(json);
    if (json.byteLength < PIECES_WORTH_STREAMING) return reply.send(json.joined());
    // A stream's length is not known to Fastify: without it the answer would go chunked.
    return reply.header("content-length", json.byteLength).send(new PiecesStream(json.pieces));
  }
  return reply.header("content-encoding", compressed.encoding).send(compressed.bytes);
}

/**
 * Below this an answer's pieces are joined and sent as one buffer: a stream costs about what copying 64 KB does, and a
 * buffer that small is allocated and freed without fragmenting the heap (docs/performance.md, The whole lists).
 */
const PIECES_WORTH_STREAMING = 64 * 1024;

/** The pieces, all pushed at the first read: the response writes them in one tick. */
class PiecesStream extends Readable {
  readonly #pieces: readonly Buffer[];
  constructor(pieces: readonly Buffer[]) {
    super();
    this.#pieces = pieces;
  }

  override _read(): void {
    for (const piece of this.#pieces) this.push(piece);
    this.push(null);
  }
}
