import { sql, type Kysely } from "kysely";

/**
 * `notification_preferences`: how she hears of each kind of notice (decision 0046): `inbox`, `email` (at once),
 * `daily` or `weekly` (in a digest), or `off`. One row per kind she changed; a kind without a row is `email`. The
 * Settings switch "comment notifications" moves here: a member who had turned it off hears of mentions and of comments
 * on her events and photos in her inbox only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("delivery", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_preferences_pk", ["user_id", "kind"])
    .execute();
  for (const kind of ["mention", "comment-on-event", "comment-on-photo"]) {
    await sql`insert into notification_preferences (user_id, kind, delivery)
      select user_id, ${kind}, 'inbox' from users where comment_notifications = 0`.execute(db);
  }
}
