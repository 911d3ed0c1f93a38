import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";

/**
 * Each comment carries its number of likes, kept by triggers in the transaction of every like and unlike, so a busy
 * thread is read without counting its likes again on each request. The likes themselves stay the truth:
 * the count starts from them here.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("comments")
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update comments set like_count = (select count(*) from comment_likes where comment_likes.comment_id = comments.id)`.execute(
    db,
  );

  const plusOne = "update comments set like_count = like_count + 1 where id = new.comment_id";
  const minusOne = "update comments set like_count = like_count - 1 where id = old.comment_id";
  if (dialect === "postgres") {
    await sql
      .raw(
        `create function count_comment_likes() returns trigger language plpgsql as $$ begin
           if tg_op = 'INSERT' then ${plusOne}; else ${minusOne}; end if; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        "create trigger comment_likes_count after insert or delete on comment_likes for each row execute function count_comment_likes()",
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger comment_likes_count_insert after insert on comment_likes begin ${plusOne}; end`)
    .execute(db);
  await sql
    .raw(`create trigger comment_likes_count_delete after delete on comment_likes begin ${minusOne}; end`)
    .execute(db);
}
