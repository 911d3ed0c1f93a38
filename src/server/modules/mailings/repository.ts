import { sql, type ExpressionBuilder } from "kysely";
import type { Db } from "../../kernel/database/database.ts";
import type { Tables } from "../../kernel/database/schema.ts";
import type { MemberType } from "../../../shared/members.ts";
import type { LeftOutReason } from "../../../shared/mailings.ts";
import type { OutboxCount } from "../outbox/index.ts";

/** SQL `IN` lists and multi-row inserts stay well under both databases' parameter limits. */
const CHUNK = 500;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Which members a mailing reaches, before the rule every bulk email follows (active, announcements on). */
export interface RecipientFilter {
  type?: MemberType;
  admin?: true;
  userIds?: readonly number[];
  /** Only this event's participants. */
  eventId?: string;
}

export interface NewMailing {
  subject: string;
  htmlBody: string;
  textBody: string;
  recipientGroup: string;
  eventId: string | null;
  senderId: number;
  recipientCount: number;
  requestKey: string | null;
  createdAt: number;
  state: "queued" | "awaiting_approval";
  scheduledFor: number | null;
  sendAt: number | null;
}

/** The outbox row of one recipient of one mailing carries this key (one message per recipient: docs/product/emails.md#bulk-mail). */
export const mailingOutboxKey = (mailingId: number, userId: number) => `mailing:${mailingId}:${userId}`;
/** What every outbox key of one mailing starts with. */
export const mailingOutboxPrefix = (mailingId: number) => `mailing:${mailingId}:`;

/** The same key in SQL, to find a recipient's outbox row. */
const outboxKeyOf = sql<string>`'mailing:' || mr.mailing_id || ':' || mr.user_id`;

/** The group as chosen, before anyone is left out: deactivated, lapsed and unsubscribed members included. */
function matching(filter: RecipientFilter, userIds: readonly number[] | undefined) {
  return (eb: ExpressionBuilder<Tables, "users">) => {
    const conditions = [];
    if (filter.type) conditions.push(eb("users.type", "=", filter.type));
    if (filter.admin) conditions.push(eb("users.admin", "=", 1));
    if (userIds) conditions.push(eb("users.user_id", "in", userIds));
    if (filter.eventId) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom("event_participants as p")
            .select("p.user_id")
            .where("p.event_id", "=", filter.eventId)
            .whereRef("p.user_id", "=", "users.user_id"),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/** One member of a mailing's group, with what decides whether she receives it (recipients.ts). */
export interface AudienceRow {
  user_id: number;
  email: string;
  name: string;
  active: number;
  admin: number;
  club_announcements: number;
  created_at: number | string;
  membership_term_start: number | string | null;
  membership_term_end: number | string | null;
}

export function mailingsRepository(db: Db) {
  return {
    /** Every member of the group the filter names, by user id: who receives it and who is left out is decided from these. */
    async audience(filter: RecipientFilter): Promise<AudienceRow[]> {
      const query = (userIds?: readonly number[]) =>
        db
          .selectFrom("users")
          .select([
            "users.user_id",
            "users.email",
            "users.name",
            "users.active",
            "users.admin",
            "users.club_announcements",
            "users.created_at",
            "users.membership_term_start",
            "users.membership_term_end",
          ])
          .where(matching(filter, userIds))
          .orderBy("users.user_id")
          .execute();
      if (!filter.userIds) return query();
      const rows = [];
      for (const ids of chunks(filter.userIds)) rows.push(...(await query(ids)));
      return rows.sort((a, b) => a.user_id - b.user_id);
    },

    async insertLeftOut(rows: ReadonlyArray<{ mailingId: number; userId: number; reason: LeftOutReason }>) {
      for (const chunk of chunks(rows)) {
        await db
          .insertInto("mailing_left_out")
          .values(chunk.map((r) => ({ mailing_id: r.mailingId, user_id: r.userId, reason: r.reason })))
          .execute();
      }
    },

    /** Who the mailing left out when it was written, by name. */
    leftOut(mailingId: number) {
      return db
        .selectFrom("mailing_left_out as lo")
        .innerJoin("users", "users.user_id", "lo.user_id")
        .select(["lo.user_id", "users.name", "lo.reason"])
        .where("lo.mailing_id", "=", mailingId)
        .orderBy(sql`lower(users.name)`)
        .orderBy("lo.user_id")
        .execute();
    },

    /** A mailing as its reviewer reads it: the stored email and its control state. */
    review(mailingId: number) {
      return db
        .selectFrom("mailings")
        .leftJoin("users", "users.user_id", "mailings.sender_id")
        .select([
          "mailings.id",
          "mailings.subject",
          "mailings.html_body",
          "mailings.text_body",
          "mailings.recipient_group",
          "mailings.event_id",
          "mailings.sender_id",
          "users.name as sender_name",
          "mailings.created_at",
          "mailings.recipient_count",
          "mailings.state",
          "mailings.scheduled_for",
          "mailings.send_at",
        ])
        .where("mailings.id", "=", mailingId)
        .executeTakeFirst();
    },

    /** Which of these ids name a member (active or not). */
    async existingUserIds(userIds: readonly number[]): Promise<Set<number>> {
      const found = new Set<number>();
      for (const ids of chunks(userIds)) {
        const rows = await db.selectFrom("users").select("user_id").where("user_id", "in", ids).execute();
        for (const row of rows) found.add(row.user_id);
      }
      return found;
    },

    async insert(mailing: NewMailing): Promise<number> {
      const row = await db
        .insertInto("mailings")
        .values({
          subject: mailing.subject,
          html_body: mailing.htmlBody,
          text_body: mailing.textBody,
          recipient_group: mailing.recipientGroup,
          event_id: mailing.eventId,
          sender_id: mailing.senderId,
          recipient_count: mailing.recipientCount,
          request_key: mailing.requestKey,
          created_at: mailing.createdAt,
          state: mailing.state,
          scheduled_for: mailing.scheduledFor,
          send_at: mailing.sendAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findByRequestKey(requestKey: string) {
      return db
        .selectFrom("mailings")
        .select(["id", "recipient_count", "state", "send_at"])
        .where("request_key", "=", requestKey)
        .executeTakeFirst();
    },

    /** What approving or cancelling a mailing reads first: who wrote it, its state and schedule. */
    control(mailingId: number) {
      return db
        .selectFrom("mailings")
        .select(["id", "sender_id", "state", "scheduled_for", "recipient_count"])
        .where("id", "=", mailingId)
        .executeTakeFirst();
    },

    /** Marks it approved, only while it still awaits approval; answers whether it did. */
    async approve(mailingId: number, approvedBy: number, now: number, sendAt: number): Promise<boolean> {
      const result = await db
        .updateTable("mailings")
        .set({ state: "queued", approved_by: approvedBy, approved_at: now, send_at: sendAt })
        .where("id", "=", mailingId)
        .where("state", "=", "awaiting_approval")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks it cancelled with how many copies were withdrawn, unless it already was; answers whether it did. */
    async cancel(mailingId: number, cancelledBy: number, now: number, withdrawn: number): Promise<boolean> {
      const result = await db
        .updateTable("mailings")
        .set({ state: "cancelled", cancelled_by: cancelledBy, cancelled_at: now, withdrawn })
        .where("id", "=", mailingId)
        .where("state", "!=", "cancelled")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async insertRecipients(rows: ReadonlyArray<{ mailingId: number; userId: number; unsubscribeTokenHash: string }>) {
      for (const chunk of chunks(rows)) {
        await db
          .insertInto("mailing_recipients")
          .values(
            chunk.map((r) => ({
              mailing_id: r.mailingId,
              user_id: r.userId,
              unsubscribe_token_hash: r.unsubscribeTokenHash,
            })),
          )
          .execute();
      }
    },

    /** The member an unsubscribe link was made for. */
    /** Replaces the member's unsubscribe hashes with values no token hashes to: her old links answer as unknown ones. */
    async endUnsubscribeLinksOf(userId: number) {
      await db
        .updateTable("mailing_recipients")
        .set({
          unsubscribe_token_hash: sql<string>`'ended:' || cast(mailing_id as text) || ':' || cast(user_id as text)`,
        })
        .where("user_id", "=", userId)
        .execute();
    },

    findByUnsubscribeHash(tokenHash: string) {
      return db
        .selectFrom("mailing_recipients as mr")
        .innerJoin("users", "users.user_id", "mr.user_id")
        .select(["users.user_id", "users.club_announcements"])
        .where("mr.unsubscribe_token_hash", "=", tokenHash)
        .executeTakeFirst();
    },

    /** The mail log, newest first; `before` pages further back. */
    list({ limit, before }: { limit: number; before?: number | undefined }) {
      let query = db
        .selectFrom("mailings")
        .leftJoin("users", "users.user_id", "mailings.sender_id")
        .leftJoin("users as approver", "approver.user_id", "mailings.approved_by")
        .leftJoin("users as canceller", "canceller.user_id", "mailings.cancelled_by")
        .select([
          "mailings.state",
          "mailings.scheduled_for",
          "mailings.send_at",
          "mailings.approved_by",
          "approver.name as approver_name",
          "mailings.approved_at",
          "mailings.cancelled_by",
          "canceller.name as canceller_name",
          "mailings.cancelled_at",
          "mailings.withdrawn",
          "mailings.id",
          "mailings.subject",
          "mailings.recipient_group",
          "mailings.event_id",
          "mailings.sender_id",
          "users.name as sender_name",
          "mailings.recipient_count",
          "mailings.created_at",
        ])
        .orderBy("mailings.id", "desc")
        .limit(limit);
      if (before !== undefined) query = query.where("mailings.id", "<", before);
      return query.execute();
    },

    /** How many of each mailing's outbox rows are in each state, mail drop copies apart. */
    async deliveryCounts(mailingIds: readonly number[]) {
      const counts = new Map<number, OutboxCount[]>();
      for (const ids of chunks(mailingIds)) {
        const rows = await db
          .selectFrom("mailing_recipients as mr")
          .innerJoin("outbox as o", (join) => join.on((eb) => eb(eb.ref("o.idempotency_key"), "=", outboxKeyOf)))
          .select((eb) => ["mr.mailing_id", "o.status", "o.mail_drop", eb.fn.countAll<number>().as("count")])
          .where("mr.mailing_id", "in", ids)
          .groupBy(["mr.mailing_id", "o.status", "o.mail_drop"])
          .execute();
        for (const row of rows) {
          const list = counts.get(row.mailing_id) ?? [];
          list.push({ status: row.status, mail_drop: row.mail_drop, count: Number(row.count) });
          counts.set(row.mailing_id, list);
        }
      }
      return counts;
    },

    exists(mailingId: number) {
      return db.selectFrom("mailings").select("id").where("id", "=", mailingId).executeTakeFirst();
    },

    /** The recipients the outbox gave up on, with the last error. */
    failures(mailingId: number, limit: number) {
      return db
        .selectFrom("mailing_recipients as mr")
        .innerJoin("outbox as o", (join) => join.on((eb) => eb(eb.ref("o.idempotency_key"), "=", outboxKeyOf)))
        .leftJoin("users", "users.user_id", "mr.user_id")
        .select(["mr.user_id", "users.name", "o.recipient_email", "o.attempts", "o.last_error"])
        .where("mr.mailing_id", "=", mailingId)
        .where("o.status", "=", "failed")
        .orderBy("mr.user_id")
        .limit(limit)
        .execute();
    },

    /** The "selected" picker: active members by name; `q` matches part of a name or of an email. */
    members({ q, limit, offset }: { q?: string | undefined; limit: number; offset: number }) {
      let query = db
        .selectFrom("users")
        .select(["user_id", "name", "email", "type", "club_announcements"])
        .where("active", "=", 1)
        .orderBy(sql`lower(name)`)
        .orderBy("user_id")
        .limit(limit)
        .offset(offset);
      if (q) {
        const pattern = `%${escapeLike(q.toLowerCase())}%`;
        query = query.where((eb) =>
          eb.or([
            sql<boolean>`lower(name) like ${pattern} escape '\\'`,
            sql<boolean>`lower(email) like ${pattern} escape '\\'`,
          ]),
        );
      }
      return query.execute();
    },
  };
}

export type MailingsRepository = ReturnType<typeof mailingsRepository>;
