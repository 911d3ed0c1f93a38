import { sql, type Kysely } from "kysely";
import type { Dialect } from "../database.ts";
import { timestamp } from "./column-types.ts";

/** The club's three tiers as it sells them (decision 44); fees in minor units of the club's currency, 0 until set. */
const TIERS = [
  {
    id: "Flying",
    name: "Flying Member",
    description: "For members who travel: stays at half price, volunteering at the club's events.",
    housing_discount_pct: 50,
    exhibiting_fee: 0,
    volunteering: 1,
    committees: 0,
    hosting_months_per_year: 0,
    position: 1,
  },
  {
    id: "Executive",
    name: "Executive Member",
    description: "For members who help run the club: stays at a fifth of the price, a seat on its committees.",
    housing_discount_pct: 80,
    exhibiting_fee: null,
    volunteering: 0,
    committees: 1,
    hosting_months_per_year: 0,
    position: 2,
  },
  {
    id: "Hosting",
    name: "Hosting Member",
    description: "For members who open their home to the club at least a month a year: their own stays are free.",
    housing_discount_pct: 100,
    exhibiting_fee: null,
    volunteering: 0,
    committees: 1,
    hosting_months_per_year: 1,
    position: 3,
  },
];

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Decision 44. `membership_tiers`: the tiers as data (one source for /membership, a member's membership and her stay
 * discount); each tier's housing discount carries over from `tier_discounts` (the stays' old setting, kept unread for
 * instances still running the code before this one). `users.membership_term_start/_end`: her term. Existing members'
 * term starts at their join date and runs in years to the first anniversary after today, so nobody lapses on the
 * upgrade; a member registered later has none stored and her first term starts when she registered.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("membership_tiers")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("fee_amount", "integer", (c) => c.notNull())
    .addColumn("fee_period", "text", (c) => c.notNull())
    .addColumn("min_term_months", "integer", (c) => c.notNull())
    .addColumn("housing_discount_pct", "integer", (c) => c.notNull())
    .addColumn("exhibiting_fee", "integer")
    .addColumn("volunteering", "integer", (c) => c.notNull())
    .addColumn("committees", "integer", (c) => c.notNull())
    .addColumn("hosting_months_per_year", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  const old = await sql<{ tier: string; percent: number }>`select tier, percent from tier_discounts`.execute(db);
  for (const tier of TIERS) {
    const carried = old.rows.find((r) => r.tier === tier.id);
    await sql`insert into membership_tiers (id, name, description, fee_amount, fee_period, min_term_months,
      housing_discount_pct, exhibiting_fee, volunteering, committees, hosting_months_per_year, position)
      values (${tier.id}, ${tier.name}, ${tier.description}, 0, 'year', 6,
        ${carried ? Number(carried.percent) : tier.housing_discount_pct}, ${tier.exhibiting_fee}, ${tier.volunteering},
        ${tier.committees}, ${tier.hosting_months_per_year}, ${tier.position})`.execute(db);
  }

  await db.schema.alterTable("users").addColumn("membership_term_start", timestamp(dialect)).execute();
  await db.schema.alterTable("users").addColumn("membership_term_end", timestamp(dialect)).execute();
  const now = Date.now();
  const users = await sql<{
    user_id: number;
    created_at: number | string;
  }>`select user_id, created_at from users`.execute(db);
  for (const user of users.rows) {
    const start = Number(user.created_at);
    const years = Math.max(1, Math.ceil((now - start) / YEAR_MS));
    await sql`update users set membership_term_start = ${start}, membership_term_end = ${start + years * YEAR_MS}
      where user_id = ${user.user_id}`.execute(db);
  }
}
