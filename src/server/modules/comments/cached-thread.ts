import { changeVersionsRepository } from "../../db/change-versions-repository.ts";
import type { Db } from "../../db/database.ts";
import { createKeyedVersionedCache } from "../../db/keyed-versioned-cache.ts";
import { COMMENT_LIMITS } from "../../../shared/comments.ts";
import { toComment } from "./mapper.ts";
import { commentsRepository } from "./repository.ts";

/** The newest comments of a thread kept, enough for the largest page; older pages are read directly. */
const KEPT_PER_THREAD = COMMENT_LIMITS.pageMax;

/** One comment as every viewer sees it, as JSON bytes around the one field that is the viewer's own (`user_liked`). */
interface CachedComment {
  id: number;
  /** `{"id":…,"like_count":…,"user_liked":` */
  head: Buffer;
  /** `,"mentions":[…]}` */
  tail: Buffer;
}

/** The newest comments of one thread, newest first. */
interface CachedThread {
  comments: readonly CachedComment[];
  /** False when the thread holds older comments than these. */
  complete: boolean;
}

const threadBytes = (thread: CachedThread) => thread.comments.reduce((sum, c) => sum + c.head.length + c.tail.length + 100, 0);

/**
 * Threads kept per process: at most 500, within 32 MB (a busy thread of 200 comments is about 40 KB; a thread of 1,000
 * comments at the longest text allowed, 5,000 characters each, would be about 5 MB).
 */
export const createCommentThreadsCache = () => createKeyedVersionedCache<CachedThread>({ maxEntries: 500, maxBytes: 32 * 1024 * 1024, sizeOf: threadBytes });
export type CommentThreadsCache = ReturnType<typeof createCommentThreadsCache>;

const LIKED = Buffer.from("true");
const NOT_LIKED = Buffer.from("false");
const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/**
 * A page of a thread's comments as JSON, newest first, for this viewer: the thread as everyone sees it comes from the
 * cache while its version (migration 0015) stays, and only the viewer's likes among the page's comments are read.
 * Undefined when the page reaches beyond the comments kept: the caller then reads it directly.
 * The target's visibility is the caller's to check first.
 */
export async function cachedCommentsPage(
  db: Db,
  cache: CommentThreadsCache,
  viewerId: number,
  page: { commentableId: string; limit: number; beforeId?: number },
): Promise<Buffer | undefined> {
  const version = await changeVersionsRepository(db).readThread(page.commentableId);
  let thread = cache.get(page.commentableId, version);
  if (!thread) {
    thread = await readThread(db, page.commentableId);
    cache.store(page.commentableId, version, thread);
  }

  const { comments, complete } = thread;
  const start = page.beforeId === undefined ? 0 : comments.findIndex((c) => c.id < page.beforeId!);
  if (start === -1) return complete ? Buffer.from("[]") : undefined;
  if (start + page.limit > comments.length && !complete) return undefined;
  const shown = comments.slice(start, start + page.limit);
  if (shown.length === 0) return Buffer.from("[]");

  const liked = await commentsRepository(db).likedBetween(viewerId, shown.at(-1)!.id, shown[0]!.id);
  const parts: Buffer[] = [OPEN];
  shown.forEach(({ id, head, tail }, index) => {
    if (index) parts.push(COMMA);
    parts.push(head, liked.has(id) ? LIKED : NOT_LIKED, tail);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

async function readThread(db: Db, commentableId: string): Promise<CachedThread> {
  const repository = commentsRepository(db);
  const rows = await repository.newestOf(commentableId, KEPT_PER_THREAD + 1);
  const kept = rows.slice(0, KEPT_PER_THREAD);
  const mentions = await repository.mentionsOf(kept.map((row) => row.id));
  const comments = kept.map((row) => {
    // The mapper's own answer, cut around `user_liked`, so the bytes are those JSON.stringify gives the whole comment.
    const { user_liked: _viewersOwn, mentions: mentioned, ...head } = toComment({ ...row, user_liked: false }, mentions.get(row.id) ?? []);
    return {
      id: row.id,
      head: Buffer.from(`${JSON.stringify(head).slice(0, -1)},"user_liked":`),
      tail: Buffer.from(`,${JSON.stringify({ mentions: mentioned }).slice(1)}`),
    };
  });
  return { comments, complete: rows.length <= KEPT_PER_THREAD };
}
