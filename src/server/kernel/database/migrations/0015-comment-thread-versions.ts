import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * A version per comment thread: a change_versions row named `comments:<commentable id>`, bumped by triggers in
 * the same transaction as every write that changes what the thread shows, so each process may keep a busy thread and know
 * with one indexed read whether it is still right (docs/product/data.md#several-instances). One row per thread, not one for all comments: posting
 * on one event leaves every other thread's copy alone. What moves a thread's version:
 * - its comments inserted, updated (content, and like_count, which the triggers of migration 0013 keep on every like and
 *   unlike) or deleted;
 * - their mentions added or removed;
 * - the name of a member who wrote in it or is mentioned in it.
 * A thread's row is created by its first write and never deleted: a row coming back at version 1 could match a stale copy.
 * Also an index for the viewer's likes among a page's comments, read on every request.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex("comment_likes_user_idx")
    .on("comment_likes")
    .columns(["user_id", "comment_id"])
    .execute();

  /** Bumps (or starts at 1) the version of each thread the select names, `where` included (SQLite's upsert needs one). */
  const bump = (threads: string) =>
    `insert into change_versions (name, version) select distinct 'comments:' || commentable_id, 1 from ${threads}
     on conflict (name) do update set version = change_versions.version + 1`;
  const commentOf = (row: "new" | "old") => `comments where id = ${row}.comment_id`;
  const threadOf = (row: "new" | "old") => `(select ${row}.commentable_id as commentable_id) as thread where true`;
  const threadsOfMember = `comments where author_id = new.user_id
    or id in (select comment_id from comment_mentions where user_id = new.user_id)`;

  if (dialect === "postgres") {
    const trigger = async (name: string, on: string, body: string, when = "") => {
      await sql
        .raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`)
        .execute(db);
      await sql.raw(`create trigger ${name} after ${on} for each row ${when} execute function ${name}()`).execute(db);
    };
    await trigger(
      "bump_thread_of_comment",
      "insert or update or delete on comments",
      `if tg_op <> 'INSERT' then ${bump(threadOf("old"))}; end if;
       if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.commentable_id <> old.commentable_id) then ${bump(threadOf("new"))}; end if`,
    );
    await trigger(
      "bump_thread_of_mention",
      "insert or update or delete on comment_mentions",
      `if tg_op <> 'INSERT' then ${bump(commentOf("old"))}; end if;
       if tg_op <> 'DELETE' then ${bump(commentOf("new"))}; end if`,
    );
    await trigger(
      "bump_threads_of_member",
      "update of name on users",
      bump(threadsOfMember),
      "when (old.name is distinct from new.name)",
    );
    return;
  }
  // SQLite: row triggers, one event each.
  const trigger = (name: string, on: string, body: string) =>
    sql.raw(`create trigger ${name} after ${on} begin ${body}; end`).execute(db);
  await trigger("comments_insert_bump_thread", "insert on comments", bump(threadOf("new")));
  await trigger("comments_update_bump_thread", "update on comments", bump(threadOf("old")));
  await trigger(
    "comments_move_bump_thread",
    "update of commentable_id on comments when new.commentable_id <> old.commentable_id",
    bump(threadOf("new")),
  );
  await trigger("comments_delete_bump_thread", "delete on comments", bump(threadOf("old")));
  await trigger("comment_mentions_insert_bump_thread", "insert on comment_mentions", bump(commentOf("new")));
  await trigger(
    "comment_mentions_update_bump_thread",
    "update on comment_mentions",
    `${bump(commentOf("old"))}; ${bump(commentOf("new"))}`,
  );
  await trigger("comment_mentions_delete_bump_thread", "delete on comment_mentions", bump(commentOf("old")));
  await trigger(
    "users_name_bump_threads",
    "update of name on users when new.name is not old.name",
    bump(threadsOfMember),
  );
}
