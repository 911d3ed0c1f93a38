import { accessControl, type Actor, can, type Commentable } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { forbidden, notFound } from "../../kernel/http/errors.ts";
import type { Comment } from "../../../shared/comments.ts";
import type { CurrentUser } from "../../../shared/members.ts";
import type { Outbox } from "../outbox/index.ts";
import { cachedCommentsPage, createCommentThreadsCache } from "./cached-thread.ts";
import type { SharedAnswer } from "../../kernel/http/compressed-answers.ts";
import { toComment } from "./mapper.ts";
import { commentEmails, commentNotices, mentionedMembers } from "./notifications.ts";
import { emailsAtOnce, gatherEmail, recordNotice } from "../notifications/index.ts";
import type { EmailRequest } from "../outbox/index.ts";
import { commentsRepository } from "./repository.ts";
import { COMMENT_TEXTS } from "../../../shared/texts/comments.ts";

type Mailer = Pick<Outbox, "enqueue" | "enqueueMany">;

/**
 * Comments on events and images (docs/product/access.md#comments): every call asks the access layer whether the actor may see the
 * comment's target first (unknown and hidden answer the same 404), then the comment rules for what they may change.
 */
export function commentsService(db: Db, mail: Mailer, { requireAdmin2fa }: { requireAdmin2fa: boolean }) {
  const comments = commentsRepository(db);
  const access = accessControl(db);
  const threads = createCommentThreadsCache();

  async function visibleTarget(
    actor: Actor,
    commentableId: string,
    missing = COMMENT_TEXTS.nothingToComment,
  ): Promise<Commentable> {
    const target = await access.commentable(actor, commentableId);
    if (!target) throw notFound(missing);
    return target;
  }

  /** A comment whose target the actor may see, with that target; 404 otherwise. */
  async function visibleComment(actor: Actor, id: number) {
    const comment = await comments.findFacts(id);
    const target = comment && (await access.commentable(actor, comment.commentable_id));
    if (!comment || !target) throw notFound(COMMENT_TEXTS.noSuchComment);
    return { comment, target };
  }

  /**
   * Only the emails each member chose to have at once (decision 0046): a mention by her choice for mentions, a new
   * comment by hers for comments on her events or photos; inbox, a digest or off sends nothing now.
   */
  async function chosen(trx: Db, emails: EmailRequest[]): Promise<EmailRequest[]> {
    const going: EmailRequest[] = [];
    for (const email of emails) {
      if (typeof email.userId !== "number") going.push(email);
      else if (email.kind === "comment-mention") {
        if (await emailsAtOnce(trx, "mention", email.userId)) going.push(email);
      } else if (email.kind === "comment-on-yours") {
        const kind = email.data.target.kind === "event" ? "comment-on-event" : "comment-on-photo";
        if (await emailsAtOnce(trx, kind, email.userId)) going.push(email);
      } else going.push(email);
    }
    return going;
  }

  /**
   * The emails of a comment as they go: a mention at once, always; the owner's "new comment" at once when it is the
   * first about this thing in an hour, else gathered into one email at the hour's end (decision 0046).
   */
  async function gathered(trx: Db, emails: EmailRequest[], now: number): Promise<EmailRequest[]> {
    const going: EmailRequest[] = [];
    for (const email of await chosen(trx, emails)) {
      if (email.kind !== "comment-on-yours" || typeof email.userId !== "number") going.push(email);
      else if (await gatherEmail(trx, mail, { userId: email.userId, email: email.to, subject: email.data.target, now }))
        going.push(email);
    }
    return going;
  }

  async function present(id: number, viewerId: number): Promise<Comment> {
    const row = (await comments.find(id, viewerId))!;
    return toComment(row, (await comments.mentionsOf([id])).get(id) ?? []);
  }

  /**
   * Writes a comment with its mentions and queues its emails in one transaction (the outbox pattern): the comment and
   * its notices are stored together or not at all, and no mail server is waited for.
   */
  async function post(
    author: CurrentUser,
    target: Commentable,
    content: string,
    mentionIds: readonly number[],
    createdAt = Date.now(),
  ): Promise<Comment> {
    const people = await mentionedMembers(db, access, {
      target,
      content,
      candidateIds: mentionIds,
      ownerId: target.ownerId,
      requireAdmin2fa,
    });
    const id = await db.transaction().execute(async (trx) => {
      const inTransaction = commentsRepository(trx);
      const id = await inTransaction.insert({ commentableId: target.id, authorId: author.user_id, content, createdAt });
      await inTransaction.addMentions(
        id,
        people.mentioned.map((m) => m.user_id),
      );
      const notice = {
        author,
        target,
        content,
        newlyMentioned: people.mentioned,
        mentioned: people.mentioned,
        owner: people.owner,
      };
      await recordNotice(trx, ...commentNotices({ commentId: id, ...notice, createdAt }));
      await mail.enqueueMany(await gathered(trx, commentEmails({ commentId: id, ...notice }), createdAt), trx);
      return id;
    });
    // Known without reading it back: nobody has liked it yet; its mentions are read (in their order) only when there are some.
    const mentions = people.mentioned.length ? ((await comments.mentionsOf([id])).get(id) ?? []) : [];
    const row = {
      id,
      commentable_id: target.id,
      content,
      created_at: createdAt,
      author_id: author.user_id,
      author_name: author.name,
      author_avatar: await comments.avatarOf(author.user_id),
    };
    return toComment({ ...row, like_count: 0, user_liked: false }, mentions);
  }

  return {
    /**
     * A page of a thread as JSON, newest first: from the thread cache while it holds the page (then shared by the
     * viewers it is alike for, to be compressed once), else read directly.
     */
    async list(
      viewer: Actor,
      query: { commentableId: string; limit: number; beforeId: number | undefined },
    ): Promise<SharedAnswer | Buffer> {
      const target = await visibleTarget(viewer, query.commentableId);
      const page = {
        commentableId: target.id,
        limit: query.limit,
        ...(query.beforeId !== undefined ? { beforeId: query.beforeId } : {}),
      };
      const cached = await cachedCommentsPage(db, threads, viewer.user_id, page);
      if (cached) return cached;
      const rows = await comments.list(target.id, viewer.user_id, query.limit, query.beforeId);
      const mentions = await comments.mentionsOf(rows.map((row) => row.id));
      return Buffer.from(JSON.stringify(rows.map((row) => toComment(row, mentions.get(row.id) ?? []))));
    },

    /** The cached pages' answers compressed, once per key and thread version. */
    compressed: threads.compressed,

    /** POST /api/comments: on an event or an image the author may see. */
    async create(
      author: CurrentUser,
      request: { commentableId: string; content: string; mentionIds: readonly number[] },
    ) {
      return post(author, await visibleTarget(author, request.commentableId), request.content, request.mentionIds);
    },

    /** POST /api/images/:id/comments: only an image the author may see. */
    async createOnImage(author: CurrentUser, imageId: string, content: string) {
      const target = await access.commentable(author, imageId);
      if (target?.kind !== "image") throw notFound(COMMENT_TEXTS.noSuchImage);
      return post(author, target, content, []);
    },

    /**
     * Changes a comment's text. Its mentions become those still named in the new text, old or sent now; only members
     * mentioned for the first time are emailed (the idempotency keys hold even if a name comes back).
     */
    async edit(
      author: CurrentUser,
      commentId: number,
      content: string,
      mentionIds: readonly number[],
    ): Promise<Comment> {
      const { comment, target } = await visibleComment(author, commentId);
      if (!can.comment.edit(author, comment)) throw forbidden(COMMENT_TEXTS.onlyAuthorEdits);
      const before = ((await comments.mentionsOf([commentId])).get(commentId) ?? []).map((m) => m.user_id);
      const people = await mentionedMembers(db, access, {
        target,
        content,
        candidateIds: [...before, ...mentionIds],
        ownerId: null,
        requireAdmin2fa,
      });
      const newlyMentioned = people.mentioned.filter((m) => !before.includes(m.user_id));
      await db.transaction().execute(async (trx) => {
        const inTransaction = commentsRepository(trx);
        await inTransaction.updateContent(commentId, content);
        await inTransaction.replaceMentions(
          commentId,
          people.mentioned.map((m) => m.user_id),
        );
        const notice = { author, target, content, newlyMentioned, mentioned: people.mentioned, owner: undefined };
        await recordNotice(trx, ...commentNotices({ commentId, ...notice, createdAt: Date.now() }));
        await mail.enqueueMany(await chosen(trx, commentEmails({ commentId, ...notice })), trx);
      });
      return present(commentId, author.user_id);
    },

    async delete(actor: Actor, commentId: number) {
      const { comment } = await visibleComment(actor, commentId);
      if (!can.comment.delete(actor, comment)) throw forbidden(COMMENT_TEXTS.onlyAuthorOrAdminDeletes);
      await comments.delete(comment.id);
    },

    /** Liking twice, or unliking what was not liked, changes nothing. Answers the like count and the actor's like. */
    async setLike(actor: Actor, commentId: number, liked: boolean) {
      const { comment } = await visibleComment(actor, commentId);
      if (liked) await comments.like(comment.id, actor.user_id);
      else await comments.unlike(comment.id, actor.user_id);
      return comments.likeState(comment.id, actor.user_id);
    },
  };
}

export type CommentsService = ReturnType<typeof commentsService>;

/** Removes the targets' comments with their likes and mentions, in the deleting module's transaction. */
export { deleteCommentsOf } from "./repository.ts";
