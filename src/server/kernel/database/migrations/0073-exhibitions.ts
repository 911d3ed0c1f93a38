import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Decision 72: exhibitions.
 * - `exhibitions`: an event its organiser or an admin made an exhibition (one row an event).
 * - `exhibits`: a member's showcase piece shown in one; once a piece an exhibition (the primary key). Its title and
 *   medium are kept as they were when she exhibited it; `fee` is what her tier charged (0: free) and
 *   `charge_entry_id` the ledger line it wrote, credited back when she withdraws before the exhibition starts.
 * New tables only: the release before neither reads nor writes them.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("exhibitions")
    .addColumn("event_id", "text", (c) => c.primaryKey().references("events.id").onDelete("cascade"))
    .addColumn("opened_by", "integer")
    .addColumn("opened_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("exhibits")
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("image_id", "text", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("medium", "text", (c) => c.notNull())
    .addColumn("fee", "integer", (c) => c.notNull())
    .addColumn("charge_entry_id", "integer")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("exhibits_pk", ["event_id", "image_id"])
    .execute();
  await db.schema.createIndex("exhibits_user").on("exhibits").column("user_id").execute();
}
