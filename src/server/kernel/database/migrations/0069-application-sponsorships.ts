import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * The sponsor an applicant names (decision 0068): one row per application that named one. `sponsor_user_id` is the
 * active member the address belonged to when she applied (null when it was nobody's: nobody is asked, the admins see
 * the address). `token_hash` is the hash of the signed link she was sent, so her notice finds its way back; `answer`
 * is null while she has not answered, then `confirm` or `decline` with her `words`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("application_sponsorships")
    .addColumn("application_id", "integer", (c) =>
      c.primaryKey().notNull().references("applications.id").onDelete("cascade"),
    )
    .addColumn("sponsor_email", "text", (c) => c.notNull())
    .addColumn("sponsor_user_id", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("applicant_note", "text")
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("expires_at", timestamp(dialect))
    .addColumn("answer", "text")
    .addColumn("words", "text")
    .addColumn("answered_at", timestamp(dialect))
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("application_sponsorships_sponsor_idx")
    .on("application_sponsorships")
    .column("sponsor_user_id")
    .execute();
}
