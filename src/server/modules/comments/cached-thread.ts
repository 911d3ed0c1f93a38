import { changeVersionsRepository } from "../../kernel/caches/change-versions-repository.ts";
import type { Db } from "../../kernel/database/database.ts";
import { createKeyedVersionedCache } from "../../kernel/caches/keyed-versioned-cache.ts";
import { createCompressedAnswers, type SharedAnswer } from "../../kernel/http/compressed-answers.ts";
import { CLOSE, OPEN, PiecedJson, type JsonBytes } from "../../kernel/http/json-pieces.ts";
import { COMMENT_LIMITS } from "../../../shared/comments.ts";
import { toComment } from "./mapper.ts";
import { commentsRepository } from "./repository.ts";

/** The newest comments of a thread kept, enough for the largest page; older pages are read directly. */
const KEPT_PER_THREAD = COMMENT_LIMITS.pageMax;

/**
 * The newest comments of one thread, newest first, as the JSON array every viewer who liked none of them is answered:
 * `[{…,"user_liked":false,…},…]`. A viewer's page is cut from it, with `true` written where they liked a comment.
 */
interface CachedThread {
  json: Buffer;
  /** The comments' ids, newest first. */
  ids: Float64Array;
  /** Where each comment's object begins in `json` (at its `{`), and one more entry: comment i ends before `starts[i + 1] - 1`. */
  starts: Uint32Array;
  /** Where each comment's `false` (its `user_liked`) begins in `json`. */
  likedAt: Uint32Array;
  /** False when the thread holds older comments than these. */
  complete: boolean;
}

const threadBytes = (thread: CachedThread) => thread.json.length + thread.ids.length * 16 + 200;

/**
 * Threads kept per process: at most 500, within 32 MB (a busy thread of 200 comments is about 40 KB; a thread of 1,000
 * comments at the longest text allowed, 5,000 characters each, would be about 5 MB).
 */
export const createCommentThreadsCache = () => ({
  threads: createKeyedVersionedCache<CachedThread>({
    name: "comment-threads",
    maxEntries: 500,
    maxBytes: 32 * 1024 * 1024,
    sizeOf: threadBytes,
  }),
  compressed: createCompressedAnswers("comment-threads-compressed"),
});
export type CommentThreadsCache = ReturnType<typeof createCommentThreadsCache>;

const TRUE = Buffer.from("true");
const FALSE_LENGTH = "false".length;
const EMPTY = Buffer.from("[]");

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
): Promise<SharedAnswer | undefined> {
  const version = await changeVersionsRepository(db).readThread(page.commentableId);
  let thread = cache.threads.get(page.commentableId, version);
  if (!thread) {
    thread = await readThread(db, page.commentableId);
    cache.threads.store(page.commentableId, version, thread);
  }
  // Named by the thread, the comments cut and the ones liked: viewers alike share one compression of it.
  const answer = (json: JsonBytes, cut = "none", liked: ReadonlySet<number> = new Set()): SharedAnswer => ({
    json,
    version,
    key: `${page.commentableId} ${cut} liked ${[...liked].sort((a, b) => a - b).join(",")}`,
    sharedBy: liked.size ? "one" : "many",
  });

  const { json, ids, complete } = thread;
  const from = page.beforeId === undefined ? 0 : ids.findIndex((id) => id < page.beforeId!);
  if (from === -1) return complete ? answer(EMPTY) : undefined;
  if (from + page.limit > ids.length && !complete) return undefined;
  const to = Math.min(from + page.limit, ids.length);
  if (from === to) return answer(EMPTY);

  const liked = await commentsRepository(db).likedBetween(viewerId, ids[to - 1]!, ids[from]!);
  // The first page of a viewer who liked none of it is the kept bytes themselves: nothing is copied.
  if (liked.size === 0 && from === 0 && to === ids.length) return answer(json, `${from}-${to}`);
  return answer(cutPage(thread, from, to, liked), `${from}-${to}`, liked);
}

/**
 * Comments `from` to `to` (exclusive) as a JSON array, each liked one's `false` written `true`: views of the kept bytes
 * and the few `true`s between them, nothing copied (http/json-pieces.ts).
 */
function cutPage(
  { json, ids, starts, likedAt }: CachedThread,
  from: number,
  to: number,
  liked: ReadonlySet<number>,
): PiecedJson {
  // The comments' bytes without the comma before the first and the one after the last, inside brackets of their own.
  const end = starts[to]! - 1;
  const pieces: Buffer[] = [OPEN];
  let length = OPEN.length + CLOSE.length;
  const add = (piece: Buffer) => {
    pieces.push(piece);
    length += piece.length;
  };
  let runFrom = starts[from]!;
  for (let i = from; i < to; i++) {
    if (!liked.has(ids[i]!)) continue;
    add(json.subarray(runFrom, likedAt[i]!));
    add(TRUE);
    runFrom = likedAt[i]! + FALSE_LENGTH;
  }
  add(json.subarray(runFrom, end));
  pieces.push(CLOSE);
  return new PiecedJson(pieces, length);
}

async function readThread(db: Db, commentableId: string): Promise<CachedThread> {
  const repository = commentsRepository(db);
  const rows = await repository.newestOf(commentableId, KEPT_PER_THREAD + 1);
  const kept = rows.slice(0, KEPT_PER_THREAD);
  const mentions = await repository.mentionsOf(kept.map((row) => row.id));
  const texts: string[] = [];
  const starts = new Uint32Array(kept.length + 1);
  const likedAt = new Uint32Array(kept.length);
  let at = 1; // after the `[`
  kept.forEach((row, i) => {
    // The mapper's own answer, as JSON.stringify writes it, with `user_liked` false: its text up to that `false` is the
    // same object written without its last field (the mentions) and that `false}`.
    const comment = toComment({ ...row, user_liked: false }, mentions.get(row.id) ?? []);
    const { mentions: _last, ...upToLiked } = comment;
    const text = JSON.stringify(comment);
    const head = JSON.stringify(upToLiked).slice(0, -"false}".length);
    if (!text.startsWith(`${head}false,"mentions":`))
      throw new Error("a comment's `user_liked` is no longer the field before its `mentions`");
    if (i > 0) at += 1; // the comma
    starts[i] = at;
    likedAt[i] = at + Buffer.byteLength(head);
    at += Buffer.byteLength(text);
    texts.push(text);
  });
  starts[kept.length] = at + 1;
  return {
    json: Buffer.from(`[${texts.join(",")}]`),
    ids: Float64Array.from(kept, (row) => row.id),
    starts,
    likedAt,
    complete: rows.length <= KEPT_PER_THREAD,
  };
}
