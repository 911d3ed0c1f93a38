import type { FastifyReply } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

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
 * bytes as they are; under test it is still checked against the route's schema.
 */
export function sendJson(
  reply: FastifyReply,
  json: Buffer,
  schema: ZodType,
  compressed?: { encoding: string; bytes: Buffer },
): FastifyReply {
  if (underTest) schema.parse(JSON.parse(json.toString("utf8")));
  reply.type("application/json; charset=utf-8");
  if (!compressed) return reply.send(json);
  return reply.header("content-encoding", compressed.encoding).send(compressed.bytes);
}
