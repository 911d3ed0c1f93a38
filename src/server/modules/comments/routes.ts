import { z } from "zod";
import {
  commentParamsSchema,
  commentSchema,
  commentsQuerySchema,
  commentUpdateSchema,
  imageCommentParamsSchema,
  imageCommentSchema,
  likeStateSchema,
  newCommentSchema,
} from "../../../shared/comments.ts";
import { COMMENT_PATHS } from "../../../shared/paths/comments.ts";
import { sendAnswer } from "../../kernel/http/compressed-answers.ts";
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { mappedResponse } from "../../kernel/http/response-serializer.ts";
import { route, type RouteTable } from "../../kernel/http/route-table.ts";
import { signedInMember } from "../../kernel/sessions/signed-in-member.ts";
import type { FastifyRequest } from "fastify";
import { commentPostingLimits } from "./limits.ts";
import type { CommentsService } from "./service.ts";

const commentListSchema = z.array(commentSchema);

const postingLimits = (request: FastifyRequest) => commentPostingLimits(signedInMember(request).user_id);

const likeSchema = {
  tags: ["comments"],
  params: commentParamsSchema,
  response: { 200: mappedResponse(likeStateSchema), ...errorResponses(400, 401, 404) },
};

export const commentRoutes = (comments: CommentsService): RouteTable => [
  route({
    method: "GET",
    url: COMMENT_PATHS.list,
    guard: "member",
    schema: {
      tags: ["comments"],
      summary: "An event's or image's comments, newest first",
      querystring: commentsQuerySchema,
      response: { 200: mappedResponse(commentListSchema), ...errorResponses(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const { commentableId, limit, cursor: beforeId } = request.query;
      const answer = await comments.list(signedInMember(request), { commentableId, limit, beforeId });
      return sendAnswer(request, reply, comments.compressed, answer, commentListSchema);
    },
  }),
  route({
    method: "POST",
    url: COMMENT_PATHS.list,
    guard: "member",
    schema: {
      tags: ["comments"],
      summary: "Post a comment",
      body: newCommentSchema,
      response: { 201: commentSchema, ...errorResponses(400, 401, 404, 429) },
    },
    rateLimits: postingLimits,
    handler: async (request, reply) => {
      const { commentableId, content, mentions } = request.body;
      return reply
        .code(201)
        .send(await comments.create(signedInMember(request), { commentableId, content, mentionIds: mentions ?? [] }));
    },
  }),
  route({
    method: "POST",
    url: COMMENT_PATHS.onImage,
    guard: "member",
    schema: {
      tags: ["comments"],
      summary: "Comment on an image (the original client's other way to comment)",
      params: imageCommentParamsSchema,
      body: imageCommentSchema,
      response: { 201: commentSchema, ...errorResponses(400, 401, 404, 429) },
    },
    rateLimits: postingLimits,
    handler: async (request, reply) =>
      reply.code(201).send(await comments.createOnImage(signedInMember(request), request.params.id, request.body.text)),
  }),
  route({
    method: "PUT",
    url: COMMENT_PATHS.one,
    guard: "member",
    schema: {
      tags: ["comments"],
      summary: "Edit my comment",
      params: commentParamsSchema,
      body: commentUpdateSchema,
      response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      comments.edit(signedInMember(request), request.params.id, request.body.content, request.body.mentions ?? []),
  }),
  route({
    method: "DELETE",
    url: COMMENT_PATHS.one,
    guard: "member",
    schema: {
      tags: ["comments"],
      summary: "Delete a comment (its author or an admin)",
      params: commentParamsSchema,
      response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await comments.delete(signedInMember(request), request.params.id);
      return { ok: true as const };
    },
  }),
  route({
    method: "POST",
    url: COMMENT_PATHS.like,
    guard: "member",
    schema: { ...likeSchema, summary: "Like a comment (liking twice changes nothing)" },
    handler: async (request) => comments.setLike(signedInMember(request), request.params.id, true),
  }),
  route({
    method: "DELETE",
    url: COMMENT_PATHS.unlike,
    guard: "member",
    schema: { ...likeSchema, summary: "Take a like back (when not liked, nothing changes)" },
    handler: async (request) => comments.setLike(signedInMember(request), request.params.id, false),
  }),
];
