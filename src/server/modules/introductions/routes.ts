import {
  introducersSchema,
  introductionCreateSchema,
  introductionForwardSchema,
  introductionIdParamsSchema,
  introductionSchema,
  introductionsListSchema,
} from "../../../shared/introductions.ts";
import { memberIdParamsSchema } from "../../../shared/conversations.ts";
import { INTRODUCTION_PATHS } from "../../../shared/paths/introductions.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { IntroductionsService } from "./service.ts";

/** Against pestering (docs/product/limits.md): introductions asked per member a day. */
const ASKS_PER_MEMBER = { max: 10, windowMs: 24 * 60 * 60_000 };
const tags = ["introductions"];

export const introductionsRoutes = (introductions: IntroductionsService): RouteTable => [
  route({
    method: "POST",
    url: INTRODUCTION_PATHS.list,
    guard: "member",
    schema: {
      tags,
      summary: "Ask a mutual member to introduce her to a member she may not write to, with a reason",
      body: introductionCreateSchema,
      response: { 201: introductionSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    rateLimits: (request) => [{ bucket: `introduction:${signedInMember(request).user_id}`, ...ASKS_PER_MEMBER }],
    handler: async (request, reply) => {
      reply.code(201);
      return introductions.ask(signedInMember(request), request.body);
    },
  }),
  route({
    method: "GET",
    url: INTRODUCTION_PATHS.list,
    guard: "member",
    schema: {
      tags,
      summary: "Her introductions: asked by her, asked of her, and forwarded to her",
      response: { 200: introductionsListSchema, ...errorResponses(401) },
    },
    handler: async (request) => introductions.list(signedInMember(request)),
  }),
  route({
    method: "POST",
    url: INTRODUCTION_PATHS.forward,
    guard: "member",
    schema: {
      tags,
      summary: "The introducer forwards it to the member, with a note for them both",
      params: introductionIdParamsSchema,
      body: introductionForwardSchema,
      response: { 200: introductionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => introductions.forward(signedInMember(request), request.params.id, request.body.note),
  }),
  route({
    method: "POST",
    url: INTRODUCTION_PATHS.accept,
    guard: "member",
    schema: {
      tags,
      summary: "The member introduced accepts: a conversation opens between the two",
      params: introductionIdParamsSchema,
      response: { 200: introductionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => introductions.accept(signedInMember(request), request.params.id),
  }),
  route({
    method: "POST",
    url: INTRODUCTION_PATHS.decline,
    guard: "member",
    schema: {
      tags,
      summary: 'The introducer or the member introduced declines: the asker hears "not now"',
      params: introductionIdParamsSchema,
      response: { 200: introductionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => introductions.decline(signedInMember(request), request.params.id),
  }),
  route({
    method: "GET",
    url: INTRODUCTION_PATHS.introducers,
    guard: "member",
    schema: {
      tags,
      summary: "The mutual members she may ask to introduce her to a member",
      params: memberIdParamsSchema,
      response: { 200: introducersSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => introductions.introducers(signedInMember(request), request.params.userId),
  }),
];
