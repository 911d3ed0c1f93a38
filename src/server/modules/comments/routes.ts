import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { errorResponses } from "../../kernel/http/openapi-responses.ts";
import { mappedResponse } from "../../kernel/http/response-serializer.ts";
import { sendAnswer } from "../../kernel/http/compressed-answers.ts";
import { commentsService } from "./service.ts";
import { signedInMember, type SessionMember } from "../../kernel/sessions/signed-in-member.ts";

const commentListSchema = z.array(commentSchema);

// A comment may email the members it names and the author of what it is on: a member posts at most this often.
const POSTS_PER_MEMBER_A_MINUTE = { max: 10, windowMs: 60_000 };
const POSTS_PER_MEMBER_AN_HOUR = { max: 60, windowMs: 60 * 60_000 };

export async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const comments = commentsService(app.database.db, app.mail, app.config);
  const member = { onRequest: app.sessions.requireMember };
  /** One rate limit for every way of commenting. */
  const limitPosts = async (author: SessionMember) => {
    await app.rateLimiter.enforce({ bucket: `comment-member:${author.user_id}`, ...POSTS_PER_MEMBER_A_MINUTE });
    await app.rateLimiter.enforce({ bucket: `comment-member-hour:${author.user_id}`, ...POSTS_PER_MEMBER_AN_HOUR });
  };

  app.get(
    COMMENT_PATHS.list,
    {
      ...member,
      schema: {
        tags: ["comments"],
        summary: "An event's or image's comments, newest first",
        querystring: commentsQuerySchema,
        response: { 200: mappedResponse(commentListSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { commentableId, limit, cursor: beforeId } = request.query;
      const answer = await comments.list(signedInMember(request), { commentableId, limit, beforeId });
      return sendAnswer(request, reply, comments.compressed, answer, commentListSchema);
    },
  );

  app.post(
    COMMENT_PATHS.list,
    {
      ...member,
      schema: {
        tags: ["comments"],
        summary: "Post a comment",
        body: newCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await limitPosts(signedInMember(request));
      const { commentableId, content, mentions } = request.body;
      return reply
        .code(201)
        .send(await comments.create(signedInMember(request), { commentableId, content, mentionIds: mentions ?? [] }));
    },
  );

  app.post(
    COMMENT_PATHS.onImage,
    {
      ...member,
      schema: {
        tags: ["comments"],
        summary: "Comment on an image (the original client's other way to comment)",
        params: imageCommentParamsSchema,
        body: imageCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await limitPosts(signedInMember(request));
      return reply
        .code(201)
        .send(await comments.createOnImage(signedInMember(request), request.params.id, request.body.text));
    },
  );

  app.put(
    COMMENT_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["comments"],
        summary: "Edit my comment",
        params: commentParamsSchema,
        body: commentUpdateSchema,
        response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      comments.edit(signedInMember(request), request.params.id, request.body.content, request.body.mentions ?? []),
  );

  app.delete(
    COMMENT_PATHS.one,
    {
      ...member,
      schema: {
        tags: ["comments"],
        summary: "Delete a comment (its author or an admin)",
        params: commentParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await comments.delete(signedInMember(request), request.params.id);
      return { ok: true as const };
    },
  );

  const likeSchema = {
    tags: ["comments"],
    params: commentParamsSchema,
    response: { 200: mappedResponse(likeStateSchema), ...errorResponses(400, 401, 404) },
  };

  app.post(
    COMMENT_PATHS.like,
    { ...member, schema: { ...likeSchema, summary: "Like a comment (liking twice changes nothing)" } },
    async (request) => comments.setLike(signedInMember(request), request.params.id, true),
  );

  app.delete(
    COMMENT_PATHS.unlike,
    { ...member, schema: { ...likeSchema, summary: "Take a like back (when not liked, nothing changes)" } },
    async (request) => comments.setLike(signedInMember(request), request.params.id, false),
  );
}
