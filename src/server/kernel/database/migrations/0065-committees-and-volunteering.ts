import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * Decision 61: the tiers' duties in software.
 * - `committees`: name, purpose, the tiers whose members may join it themselves (JSON array of tier ids), archived.
 * - `committee_members`: who sits on which committee, as its chair or a member (one row a member a committee).
 * - `volunteer_slots`: an event asks for volunteers, a role and a count; `taken` counts its volunteers, raised only by
 *   `update … set taken = taken + 1 where taken < count` so two members never take the last place both.
 * - `volunteers`: who took which slot, and when (her membership page counts the slots taken this term).
 * - `applications.membership_tier`: the tier the applicant chose in the wizard's step 3 (nullable: older clients send
 *   only the specification's member type); the admin's default tier when she accepts.
 * New tables and a nullable column only: the release before neither reads nor writes them.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("committees")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("tiers", "text", (c) => c.notNull())
    .addColumn("archived_at", timestamp(dialect))
    .addColumn("created_by", "integer")
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("committee_members")
    .addColumn("committee_id", "integer", (c) => c.notNull().references("committees.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("joined_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("committee_members_pk", ["committee_id", "user_id"])
    .execute();
  await db.schema.createIndex("committee_members_user").on("committee_members").column("user_id").execute();

  await db.schema
    .createTable("volunteer_slots")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey())
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("volunteer_slots_event").on("volunteer_slots").column("event_id").execute();
  await db.schema
    .createTable("volunteers")
    .addColumn("slot_id", "integer", (c) => c.notNull().references("volunteer_slots.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("taken_at", timestamp(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("volunteers_pk", ["slot_id", "user_id"])
    .execute();
  await db.schema.alterTable("applications").addColumn("membership_tier", "text").execute();
  await db.schema.createIndex("volunteers_user").on("volunteers").columns(["user_id", "taken_at"]).execute();
}
