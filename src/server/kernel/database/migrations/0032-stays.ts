import type { Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { autoId, timestamp } from "./column-types.ts";

/**
 * Stays: Travel Hosts' homes with their availability windows and photos, members' stay requests, the nights
 * accepted stays hold (one row a night: two overlapping acceptances cannot both commit), and each home's guest book.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("stay_listings")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("host_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("sleeps", "integer", (c) => c.notNull())
    .addColumn("bedrooms", "integer", (c) => c.notNull())
    // A JSON array of amenity keys.
    .addColumn("amenities", "text", (c) => c.notNull())
    .addColumn("rules", "text", (c) => c.notNull())
    .addColumn("nightly_contribution", "integer")
    .addColumn("published", "integer", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("updated_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stay_listings_host_idx").on("stay_listings").column("host_id").execute();

  await db.schema
    .createTable("stay_windows")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("listing_id", "text", (c) => c.notNull().references("stay_listings.id").onDelete("cascade"))
    .addColumn("from_date", "text", (c) => c.notNull())
    .addColumn("to_date", "text", (c) => c.notNull())
    .addColumn("min_nights", "integer", (c) => c.notNull())
    .addColumn("max_nights", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stay_windows_listing_idx").on("stay_windows").column("listing_id").execute();

  await db.schema
    .createTable("stay_photos")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("listing_id", "text", (c) => c.notNull().references("stay_listings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("original_key", "text", (c) => c.notNull())
    .addColumn("thumbnail_key", "text", (c) => c.notNull())
    .addColumn("display_key", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("placeholder_color", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stay_photos_listing_idx")
    .on("stay_photos")
    .columns(["listing_id", "position"])
    .execute();

  await db.schema
    .createTable("stay_requests")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("listing_id", "text", (c) => c.notNull().references("stay_listings.id").onDelete("cascade"))
    .addColumn("guest_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("from_date", "text", (c) => c.notNull())
    .addColumn("to_date", "text", (c) => c.notNull())
    .addColumn("guests", "integer", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    // The nightly contribution and the guest's discount when she asked: later changes do not move her figure.
    .addColumn("nightly_contribution", "integer")
    .addColumn("tier", "text")
    .addColumn("discount_percent", "integer", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .addColumn("updated_at", timestamp(dialect), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stay_requests_listing_idx").on("stay_requests").column("listing_id").execute();
  await db.schema.createIndex("stay_requests_guest_idx").on("stay_requests").column("guest_id").execute();

  await db.schema
    .createTable("stay_nights")
    .addColumn("listing_id", "text", (c) => c.notNull().references("stay_listings.id").onDelete("cascade"))
    .addColumn("night", "text", (c) => c.notNull())
    .addColumn("request_id", "text", (c) => c.notNull().references("stay_requests.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("stay_nights_pk", ["listing_id", "night"])
    .execute();

  await db.schema
    .createTable("stay_guest_book")
    .addColumn("id", autoId(dialect), (c) => c.primaryKey().notNull())
    .addColumn("listing_id", "text", (c) => c.notNull().references("stay_listings.id").onDelete("cascade"))
    .addColumn("request_id", "text", (c) => c.notNull().unique().references("stay_requests.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.user_id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp(dialect), (c) => c.notNull())
    .execute();
}
