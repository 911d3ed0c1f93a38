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
import { forbidden, notFound } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { mappedResponse, sendJson } from "../../http/response-serializer.ts";
import type { SessionMember } from "../../plugins/session.ts";
import { cachedCommentsPage, createCommentThreadsCache } from "./cached-thread.ts";
import { toComment } from "./mapper.ts";
import { commentPolicy } from "./policy.ts";
import { commentsRepository } from "./repository.ts";
import { createComment, editComment } from "./service.ts";
import { resolveVisibleTarget, type CommentTarget } from "./targets.ts";

const commentListSchema = z.array(commentSchema);

const POSTS_PER_MEMBER = { max: 30, windowMs: 60_000 };

export async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const comments = commentsRepository(db);
  const member = { onRequest: app.sessions.requireMember };
  const threadsCache = createCommentThreadsCache();

  /** A page of a thread read directly, beyond the comments the cache keeps. */
  async function readCommentsPage(commentableId: string, viewerId: number, limit: number, beforeId: number | undefined) {
    const rows = await comments.list(commentableId, viewerId, limit, beforeId);
    const mentions = await comments.mentionsOf(rows.map((row) => row.id));
    return rows.map((row) => toComment(row, mentions.get(row.id) ?? []));
  }

  /** A comment the member may see (its target is visible to them), with its target, or 404. */
  async function loadComment(id: number, actor: SessionMember) {
    const comment = await comments.findFacts(id);
    if (!comment) throw notFound("No such comment.");
    const target = await resolveVisibleTarget(db, comment.commentable_id, actor);
    return { comment, target };
  }

  /** The answer for one comment, as the viewer sees it, with its mentions. */
  async function present(id: number, viewerId: number) {
    const row = (await comments.find(id, viewerId))!;
    return toComment(row, (await comments.mentionsOf([id])).get(id) ?? []);
  }

  app.get(
    "/api/comments",
    {
      ...member,
      schema: { tags: ["comments"], summary: "An event's or image's comments, newest first", querystring: commentsQuerySchema, response: { 200: mappedResponse(commentListSchema), ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const viewerId = request.member!.user_id;
      const { limit, cursor: beforeId } = request.query;
      const target = await resolveVisibleTarget(db, request.query.commentableId, request.member!);
      const json =
        (await cachedCommentsPage(db, threadsCache, viewerId, { commentableId: target.id, limit, beforeId })) ??
        Buffer.from(JSON.stringify(await readCommentsPage(target.id, viewerId, limit, beforeId)));
      return sendJson(reply, json, commentListSchema);
    },
  );

  /** Posts a comment on something the member may see; one rate limit for every way of commenting. */
  async function postComment(author: SessionMember, target: CommentTarget, content: string, mentionIds: readonly number[] = []) {
    await app.rateLimiter.enforce({ bucket: `comment-member:${author.user_id}`, ...POSTS_PER_MEMBER });
    const created = await createComment(db, app.mail, { author, target, content, mentionIds });
    // Known without reading it back: nobody has liked it yet; its mentions are read (in their order) only when there are some.
    const mentions = created.mentioned.length ? ((await comments.mentionsOf([created.id])).get(created.id) ?? []) : [];
    const row = { id: created.id, commentable_id: target.id, content, created_at: created.createdAt, author_id: author.user_id, author_name: author.name };
    return toComment({ ...row, like_count: 0, user_liked: false }, mentions);
  }

  app.post(
    "/api/comments",
    {
      ...member,
      schema: { tags: ["comments"], summary: "Post a comment", body: newCommentSchema, response: { 201: commentSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request, reply) => {
      const target = await resolveVisibleTarget(db, request.body.commentableId, request.member!);
      return reply.code(201).send(await postComment(request.member!, target, request.body.content, request.body.mentions));
    },
  );

  app.post(
    "/api/images/:id/comments",
    {
      ...member,
      schema: {
        tags: ["comments"],
        summary: "Comment on an image (spec §7's other way to comment)",
        params: imageCommentParamsSchema,
        body: imageCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const target = await resolveVisibleTarget(db, request.params.id, request.member!).catch(() => null);
      if (target?.kind !== "image") throw notFound("No such image.");
      return reply.code(201).send(await postComment(request.member!, target, request.body.text));
    },
  );

  app.put(
    "/api/comments/:id",
    {
      ...member,
      schema: { tags: ["comments"], summary: "Edit my comment", params: commentParamsSchema, body: commentUpdateSchema, response: { 200: commentSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const actor = request.member!;
      const { comment, target } = await loadComment(request.params.id, actor);
      if (!commentPolicy.canEdit(actor, comment)) throw forbidden("Only its author can edit a comment.");
      await editComment(db, app.mail, { author: actor, target, commentId: comment.id, content: request.body.content, mentionIds: request.body.mentions ?? [] });
      return present(comment.id, actor.user_id);
    },
  );

  app.delete(
    "/api/comments/:id",
    {
      ...member,
      schema: { tags: ["comments"], summary: "Delete a comment (its author or an admin)", params: commentParamsSchema, response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const actor = request.member!;
      const { comment } = await loadComment(request.params.id, actor);
      if (!commentPolicy.canDelete(actor, comment)) throw forbidden("Only its author or an admin can delete a comment.");
      await comments.delete(comment.id);
      return { ok: true as const };
    },
  );

  const likeSchema = { tags: ["comments"], params: commentParamsSchema, response: { 200: mappedResponse(likeStateSchema), ...errorResponses(400, 401, 404) } };

  app.post("/api/comments/:id/like", { ...member, schema: { ...likeSchema, summary: "Like a comment (liking twice changes nothing)" } }, async (request) => {
    const { comment } = await loadComment(request.params.id, request.member!);
    await comments.like(comment.id, request.member!.user_id);
    return comments.likeState(comment.id, request.member!.user_id);
  });

  app.delete("/api/comments/:id/unlike", { ...member, schema: { ...likeSchema, summary: "Take a like back (when not liked, nothing changes)" } }, async (request) => {
    const { comment } = await loadComment(request.params.id, request.member!);
    await comments.unlike(comment.id, request.member!.user_id);
    return comments.likeState(comment.id, request.member!.user_id);
  });
}
