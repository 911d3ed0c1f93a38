import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * `notices`: what a member hears about in her inbox (decision 0046), one row per notice, written in the transaction of
 * what caused it. Its subject (an event, an image, …) is named, never copied beyond a title and a short excerpt, and
 * each read asks the access layer again. On PostgreSQL a trigger tells every instance listening (`NOTIFY
 * salon_notices`, delivered on commit) whose inbox changed, as "schema:user_id".
 *
 * `notice_email_windows`: the hour of gathered emails about one thing for one member (the first goes at once, those
 * that follow within the hour go as one).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("notices")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addColumn("subject_id", "text")
    .addColumn("actor_id", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("read_at", timestamp(dialect))
    .execute();
  await db.schema.createIndex("notices_reader_idx").on("notices").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("notices_subject_idx").on("notices").columns(["subject_id"]).execute();

  await db.schema
    .createTable("notice_email_windows")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("opened_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("gathered", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject_kind", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notice_email_windows_pk", ["user_id", "subject_id"])
    .execute();
  await db.schema
    .createIndex("notice_email_windows_due_idx")
    .on("notice_email_windows")
    .columns(["opened_at"])
    .execute();

  if (dialect === "postgres") {
    await sql
      .raw(
        "create function notify_notice() returns trigger language plpgsql as $$ begin perform pg_notify('salon_notices', current_schema() || ':' || new.user_id); return null; end $$",
      )
      .execute(db);
    await sql
      .raw("create trigger notices_notify after insert on notices for each row execute function notify_notice()")
      .execute(db);
  }
}
