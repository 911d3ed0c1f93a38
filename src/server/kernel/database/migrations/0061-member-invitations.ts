import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/**
 * Members' own invitations (docs/product/membership.md#members-invite, decision 0057): a personal invitation is an
 * invitation code for one use, made by a member (`invitation_codes.invited_by`) for one address
 * (`invitation_codes.invitee_email`); the application that uses it arrives sponsored by her. An admin may take a
 * member's right to invite away (`invite_right_revocations`, one row while it is taken) and give it back.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("invitation_codes")
    .addColumn("invited_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("invitation_codes").addColumn("invitee_email", "text").execute();
  await db.schema.createIndex("invitation_codes_invited_by").on("invitation_codes").column("invited_by").execute();
  await db.schema
    .createTable("invite_right_revocations")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.user_id").onDelete("cascade"))
    .addColumn("revoked_by", "integer", (c) => c.references("users.user_id").onDelete("set null"))
    .addColumn("revoked_at", timestamp(dialect), (c) => c.notNull())
    .execute();
}
