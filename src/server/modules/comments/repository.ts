import { sql } from "kysely";
import { compiledOnce } from "../../kernel/caches/compiled-once.ts";
import type { Db } from "../../kernel/database/database.ts";
import { hasSecondFactor, presentMember, secondFactorForAllSetting } from "../../access/index.ts";

/** The viewer's likes among comments whose ids lie between two bounds (a page's): read on every thread request, compiled once. */
const likedBetween = compiledOnce((db) =>
  db
    .selectFrom("comment_likes")
    .select("comment_id")
    .where("user_id", "=", 0)
    .where("comment_id", ">=", 0)
    .where("comment_id", "<=", 0),
);

/** What deciding who may change a comment, and where it belongs, needs; every like, edit and deletion asks: compiled once. */
const commentFacts = compiledOnce((db) =>
  db.selectFrom("comments").select(["id", "commentable_id", "author_id"]).where("id", "=", 0),
);

/** A comment's like count and whether the viewer likes it, the answer to every like and unlike: compiled once. Values: user_id, id. */
const likeState = compiledOnce((db) =>
  db
    .selectFrom("comments")
    .select((eb) => [
      "comments.like_count",
      eb
        .exists(
          eb
            .selectFrom("comment_likes")
            .select(sql`1`.as("one"))
            .whereRef("comment_likes.comment_id", "=", "comments.id")
            .where("comment_likes.user_id", "=", 0),
        )
        .as("user_liked"),
    ])
    .where("comments.id", "=", 0),
);

const like = compiledOnce((db) =>
  db
    .insertInto("comment_likes")
    .values({ comment_id: 0, user_id: 0, created_at: 0 })
    .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doNothing()),
);

const unlike = compiledOnce((db) =>
  db.deleteFrom("comment_likes").where("comment_id", "=", 0).where("user_id", "=", 0),
);

/** Every posted comment is written by it: compiled once. Values: commentable_id, author_id, content, created_at. */
const insertComment = compiledOnce((db) =>
  db.insertInto("comments").values({ commentable_id: "", author_id: 0, content: "", created_at: 0 }).returning("id"),
);

export function commentsRepository(db: Db) {
  /** Comments with their author's name, photo and like count (kept by triggers): what every viewer sees alike. */
  const shared = () =>
    db
      .selectFrom("comments")
      .innerJoin("users", "users.user_id", "comments.author_id")
      // A deactivated member's photo is not shown (migration 0034 bumps her threads when she is deactivated).
      .leftJoin("member_avatars", (join) =>
        join.onRef("member_avatars.user_id", "=", "comments.author_id").on("users.active", "=", 1),
      )
      .select([
        "comments.id",
        "comments.commentable_id",
        "comments.content",
        "comments.created_at",
        "comments.author_id",
        "users.name as author_name",
        "member_avatars.file_stem as author_avatar",
        "comments.like_count",
      ]);

  /** With whether `viewerId` liked each comment: one query, no N+1. */
  const withCounts = (viewerId: number) =>
    shared().select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("comment_likes")
            .select(sql`1`.as("one"))
            .whereRef("comment_likes.comment_id", "=", "comments.id")
            .where("comment_likes.user_id", "=", viewerId),
        )
        .as("user_liked"),
    );

  /** Adds these members to the comment's mentions (a new comment has none to remove). */
  async function addMentions(commentId: number, userIds: readonly number[]) {
    if (userIds.length === 0) return;
    await db
      .insertInto("comment_mentions")
      .values(userIds.map((user_id) => ({ comment_id: commentId, user_id })))
      .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doNothing())
      .execute();
  }

  return {
    /** Newest first; `beforeId` continues after the previous page's last comment. */
    list(commentableId: string, viewerId: number, limit: number, beforeId?: number) {
      let query = withCounts(viewerId)
        .where("comments.commentable_id", "=", commentableId)
        .orderBy("comments.id", "desc")
        .limit(limit);
      if (beforeId !== undefined) query = query.where("comments.id", "<", beforeId);
      return query.execute();
    },

    /** The newest comments of a thread as every viewer sees them (without `user_liked`), newest first. */
    newestOf(commentableId: string, limit: number) {
      return shared()
        .where("comments.commentable_id", "=", commentableId)
        .orderBy("comments.id", "desc")
        .limit(limit)
        .execute();
    },

    /** The ids of the comments `viewerId` liked among those with ids from `lowestId` to `highestId`. */
    async likedBetween(viewerId: number, lowestId: number, highestId: number): Promise<Set<number>> {
      const rows = await likedBetween(db, [viewerId, lowestId, highestId]);
      return new Set(rows.map((row) => row.comment_id));
    },

    /** The stem of a member's photo files, or null. */
    async avatarOf(userId: number) {
      const row = await db
        .selectFrom("member_avatars")
        .select("file_stem")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.file_stem ?? null;
    },

    find(id: number, viewerId: number) {
      return withCounts(viewerId).where("comments.id", "=", id).executeTakeFirst();
    },

    async insert(comment: { commentableId: string; authorId: number; content: string; createdAt?: number }) {
      const [row] = await insertComment(db, [
        comment.commentableId,
        comment.authorId,
        comment.content,
        comment.createdAt ?? Date.now(),
      ]);
      return row!.id;
    },

    async updateContent(id: number, content: string, now = Date.now()) {
      await db.updateTable("comments").set({ content, updated_at: now }).where("id", "=", id).execute();
    },

    async delete(id: number) {
      await db.deleteFrom("comments").where("id", "=", id).execute();
    },

    /** Its id, thread and author, without the text. */
    async findFacts(id: number) {
      const [row] = await commentFacts(db, [id]);
      return row;
    },

    /** Liking twice changes nothing: the primary key holds one like per member. */
    async like(commentId: number, userId: number, now = Date.now()) {
      await like(db, [commentId, userId, now]);
    },

    async unlike(commentId: number, userId: number) {
      await unlike(db, [commentId, userId]);
    },

    /** The comment's like count and whether `viewerId` likes it. */
    async likeState(commentId: number, viewerId: number) {
      const [row] = await likeState(db, [viewerId, commentId]);
      return { like_count: Number(row?.like_count ?? 0), user_liked: Boolean(row?.user_liked) };
    },

    /** The members these comments mention, with their names: one query for a whole page. */
    async mentionsOf(commentIds: readonly number[]) {
      const byComment = new Map<number, Array<{ user_id: number; name: string }>>();
      if (commentIds.length === 0) return byComment;
      const rows = await db
        .selectFrom("comment_mentions")
        .innerJoin("users", "users.user_id", "comment_mentions.user_id")
        .select(["comment_mentions.comment_id", "users.user_id", "users.name"])
        .where("comment_mentions.comment_id", "in", commentIds)
        .orderBy("users.name")
        .execute();
      for (const { comment_id, user_id, name } of rows)
        byComment.set(comment_id, [...(byComment.get(comment_id) ?? []), { user_id, name }]);
      return byComment;
    },

    /** Makes the comment's mentions exactly these members. */
    async replaceMentions(commentId: number, userIds: readonly number[]) {
      let removal = db.deleteFrom("comment_mentions").where("comment_id", "=", commentId);
      if (userIds.length > 0) removal = removal.where("user_id", "not in", userIds);
      await removal.execute();
      await addMentions(commentId, userIds);
    },

    addMentions,

    /** Present members (decision 0067) who may hear about a comment: what deciding, and writing, their email needs. */
    notifiable(userIds: readonly number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("users")
        .select((eb) => [
          "user_id",
          "name",
          "email",
          "type",
          "admin",
          "comment_notifications",
          hasSecondFactor(eb).as("has_second_factor"),
          secondFactorForAllSetting(eb).as("second_factor_for_all"),
        ])
        .where("user_id", "in", userIds)
        .where(presentMember)
        .execute();
    },
  };
}

/** The one call that removes a target's comments, their likes and mentions; event and image deletion call it in their transaction. */
export async function deleteCommentsOf(db: Db, commentableIds: readonly string[]) {
  if (commentableIds.length === 0) return;
  for (const table of ["comment_likes", "comment_mentions"] as const) {
    await db
      .deleteFrom(table)
      .where("comment_id", "in", (eb) =>
        eb.selectFrom("comments").select("id").where("commentable_id", "in", commentableIds),
      )
      .execute();
  }
  await db.deleteFrom("comments").where("commentable_id", "in", commentableIds).execute();
}

export type CommentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof commentsRepository>["find"]>>>;
export type SharedCommentRow = Awaited<ReturnType<ReturnType<typeof commentsRepository>["newestOf"]>>[number];
export type NotifiableMember = Awaited<ReturnType<ReturnType<typeof commentsRepository>["notifiable"]>>[number];
