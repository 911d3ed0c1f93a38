import { sql } from "kysely";
import { accessControl } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import type { MemberType } from "../../../shared/members.ts";
import type { EmailRequest, Outbox } from "../outbox/index.ts";
import type { NoticeKind } from "../../../shared/notifications.ts";
import { emailsAtOnce } from "./preferences.ts";
import type { RecurringJob } from "../../kernel/jobs/recurring.ts";

/** Emails about one thing to one member within this long of the first are gathered into one (decision 0046). */
export const GATHER_WINDOW_MS = 60 * 60 * 1000;
/** How often an instance looks for windows that ended with comments gathered. */
export const GATHER_SWEEP_MS = 60_000;

type Mailer = Pick<Outbox, "enqueue">;

/** The thing an email is about, and to whom it goes. */
export interface GatheredEmail {
  userId: number;
  email: string;
  /** A conversation's title is the name of who wrote (the gathered email says "from" her). */
  subject: { kind: "event" | "image" | "conversation"; id: string; title: string };
  now: number;
}

const windowOf = (trx: Db, userId: number, subjectId: string) =>
  trx
    .selectFrom("notice_email_windows")
    .selectAll()
    .where("user_id", "=", userId)
    .where("subject_id", "=", subjectId)
    .executeTakeFirst();

function gatheredEmail(row: {
  user_id: number;
  email: string;
  subject_id: string;
  subject_kind: string;
  title: string;
  gathered: number;
  opened_at: number;
}): EmailRequest {
  if (row.subject_kind === "conversation")
    return {
      to: row.email,
      userId: row.user_id,
      kind: "messages-gathered",
      data: { count: row.gathered, authorName: row.title, conversationId: row.subject_id },
      idempotencyKey: `messages-gathered:${row.user_id}:${row.subject_id}:${row.opened_at}`,
    };
  return {
    to: row.email,
    userId: row.user_id,
    kind: "comments-gathered",
    data: {
      count: row.gathered,
      target: {
        kind: row.subject_kind === "image" ? ("image" as const) : ("event" as const),
        id: row.subject_id,
        title: row.title,
      },
    },
    idempotencyKey: `comments-gathered:${row.user_id}:${row.subject_id}:${row.opened_at}`,
  };
}

/**
 * In the caller's transaction: whether an email about `subject` to her goes now (true: the first in an hour) or is
 * gathered (false: counted, and sent as one when the hour ends). A window that ended with comments still gathered
 * sends them first. Mentions never come here: they are never delayed. Comments on her things and new messages come.
 */
export async function gatherEmail(trx: Db, mail: Mailer, request: GatheredEmail): Promise<boolean> {
  const { userId, subject, now } = request;
  const opened = await trx
    .insertInto("notice_email_windows")
    .values({
      user_id: userId,
      subject_id: subject.id,
      subject_kind: subject.kind,
      opened_at: now,
      gathered: 0,
      title: subject.title,
      email: request.email,
    })
    .onConflict((conflict) => conflict.columns(["user_id", "subject_id"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  if (opened) return true;
  const counted = await trx
    .updateTable("notice_email_windows")
    .set({ gathered: sql`gathered + 1`, title: subject.title, email: request.email })
    .where("user_id", "=", userId)
    .where("subject_id", "=", subject.id)
    .where("opened_at", ">", now - GATHER_WINDOW_MS)
    .returning("user_id")
    .executeTakeFirst();
  if (counted) return false;
  const ended = await windowOf(trx, userId, subject.id);
  if (!ended) return true;
  const reopened = await trx
    .updateTable("notice_email_windows")
    .set({ opened_at: now, gathered: 0, title: subject.title, email: request.email })
    .where("user_id", "=", userId)
    .where("subject_id", "=", subject.id)
    .where("opened_at", "=", ended.opened_at)
    .returning("user_id")
    .executeTakeFirst();
  if (!reopened) return false;
  if (ended.gathered > 0) await mail.enqueue(gatheredEmail(ended), trx);
  return true;
}

/** The kind of notice whose choice governs a window's email. */
const kindOf = (subjectKind: string): NoticeKind =>
  subjectKind === "conversation" ? "message" : subjectKind === "image" ? "comment-on-photo" : "comment-on-event";

/**
 * Sends, once across instances, one email for each window that ended with comments or messages gathered ("12 new
 * comments on Autumn Salon Dinner", "3 new messages from Ada Byron"), to a member still active who may still see the thing and still wants such emails at once. Answers how many went.
 */
export async function sendGatheredEmails(db: Db, mail: Mailer, now = Date.now()): Promise<number> {
  const due = await db
    .selectFrom("notice_email_windows")
    .innerJoin("users", "users.user_id", "notice_email_windows.user_id")
    .selectAll("notice_email_windows")
    .select(["users.type", "users.admin", "users.active"])
    .where("notice_email_windows.opened_at", "<=", now - GATHER_WINDOW_MS)
    .where("notice_email_windows.gathered", ">", 0)
    .limit(500)
    .execute();
  const access = accessControl(db);
  let sent = 0;
  for (const row of due) {
    const actor = { user_id: row.user_id, type: row.type as MemberType, admin: row.admin === 1 };
    const mayRead =
      row.active === 1 &&
      (await emailsAtOnce(db, kindOf(row.subject_kind), row.user_id)) &&
      (await access.readableNoticeSubjects(actor, [{ kind: row.subject_kind, id: row.subject_id }])).size === 1;
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("notice_email_windows")
        .set({ gathered: 0 })
        .where("user_id", "=", row.user_id)
        .where("subject_id", "=", row.subject_id)
        .where("opened_at", "=", row.opened_at)
        .where("gathered", "=", row.gathered)
        .returning("user_id")
        .executeTakeFirst();
      if (claimed && mayRead && (await mail.enqueue(gatheredEmail(row), trx))) sent += 1;
    });
  }
  return sent;
}

/** Sends the gathered emails whose hour is over, every GATHER_SWEEP_MS on each instance (each window goes once). */
export function gatheredEmailsJob(db: Db, mail: Mailer, everyMs = GATHER_SWEEP_MS): RecurringJob<number> {
  return {
    name: "gathered emails",
    everyMs,
    atStart: false,
    run: () => sendGatheredEmails(db, mail),
  };
}
