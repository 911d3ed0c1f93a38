import { sql, type Kysely } from "kysely";

/** The kinds that carried a secret link before the outbox said so itself (email-templates' CARRIES_SECRET). */
const SECRET_KINDS_SO_FAR = ["password-reset", "sign-in-link", "registration-invitation"];

/**
 * Decision 36. `outbox.carries_secret`: set when a message is queued with a link only its recipient may hold (a
 * password reset, a sign-in link, a registration invitation); the mail log never shows such a message's words. Rows
 * queued before are marked by their kind. A guest holds one pending request per home and nights: a second identical
 * one fails its insert (on any instance); older duplicates are cancelled, the first of each kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("carries_secret", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update outbox set carries_secret = 1 where kind in (${sql.join(SECRET_KINDS_SO_FAR)})`.execute(db);

  await sql`
    update stay_requests set status = 'cancelled'
    where status = 'pending' and exists (
      select 1 from stay_requests earlier
      where earlier.status = 'pending' and earlier.guest_id = stay_requests.guest_id
        and earlier.listing_id = stay_requests.listing_id and earlier.from_date = stay_requests.from_date
        and earlier.to_date = stay_requests.to_date and earlier.id < stay_requests.id
    )`.execute(db);
  await db.schema
    .createIndex("stay_requests_one_pending_idx")
    .unique()
    .on("stay_requests")
    .columns(["guest_id", "listing_id", "from_date", "to_date"])
    .where(sql.ref("status"), "=", "pending")
    .execute();
}
