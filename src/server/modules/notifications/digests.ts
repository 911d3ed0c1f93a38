import { accessControl, adminPowerInForce, type Actor } from "../../access/index.ts";
import type { Db } from "../../kernel/database/database.ts";
import { unsubscribeHeaders } from "../../email-templates/unsubscribe-page.ts";
import { hashToken, newToken } from "../../kernel/tokens/tokens.ts";
import type { MemberType } from "../../../shared/members.ts";
import { NEVER_DELAYED } from "../../../shared/notifications.ts";
import { DIGEST_HOUR, NOTICE_SAYS } from "../../../shared/texts/notifications.ts";
import type { Outbox } from "../outbox/index.ts";
import { DIGEST_LINES, digestRepository, type DigestPeriod, type DueMember } from "./digest-repository.ts";
import { linkOf, subjectKey, toNotice } from "./mapper.ts";
import type { RecurringJob } from "../../kernel/jobs/recurring.ts";

/** How often each instance looks for digests that are due (each goes once: the claim decides). */
export const DIGEST_SWEEP_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS: Record<DigestPeriod, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

type Mailer = Pick<Outbox, "enqueue">;

/** What the digests need of the app: its address, the admins' second-factor rule, the club's time zone now. */
export interface DigestSettings {
  publicUrl: URL;
  requireAdmin2fa: boolean;
  timeZone: () => Promise<string>;
}

/** The one-click unsubscribe link of a digest (NOTIFICATION_PATHS.digestUnsubscribe; a mailing's is /unsubscribe/:token). */
const unsubscribeUrl = (publicUrl: URL, token: string) =>
  `${publicUrl.href.replace(/\/+$/, "")}/unsubscribe/digest/${encodeURIComponent(token)}`;

/** The club's local day ("2026-11-30"), hour and weekday (1 Monday … 7 Sunday) at `now`. */
export function clubClock(now: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday!) + 1;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

/**
 * The digests due at `now` by the club's clock, each with the local day it is for: the daily one from DIGEST_HOUR each
 * day, the weekly one from DIGEST_HOUR on Mondays. A digest not sent that day (every instance down) is not sent late:
 * the next one covers what it would have held.
 */
export function digestsDue(now: number, timeZone: string): Array<{ period: DigestPeriod; periodKey: string }> {
  const clock = clubClock(now, timeZone);
  if (clock.hour < DIGEST_HOUR) return [];
  const due: Array<{ period: DigestPeriod; periodKey: string }> = [{ period: "daily", periodKey: clock.day }];
  if (clock.weekday === 1) due.push({ period: "weekly", periodKey: clock.day });
  return due;
}

const asActor = (member: DueMember, requireAdmin2fa: boolean): Actor => ({
  user_id: member.user_id,
  type: member.type as MemberType,
  admin: adminPowerInForce(
    {
      admin: member.admin === 1,
      hasSecondFactor: Boolean(member.has_second_factor),
      secondFactorForAll: member.second_factor_for_all === "on",
    },
    requireAdmin2fa,
  ),
});

const eventLine = (row: { id: string; title: string; event_date: string; start_time: string; timezone: string }) => ({
  title: row.title,
  path: linkOf("event", row.id),
  time: { date: row.event_date, startTime: row.start_time, timezone: row.timezone },
});

/** What one member's digest holds, every line read through the access layer for her; undefined when nothing. */
async function contentOf(db: Db, actor: Actor, period: DigestPeriod, since: number, now: number) {
  const digests = digestRepository(db);
  const access = accessControl(db);
  // A kind that is never delayed is never in a digest, whatever an old row says.
  const kinds = (await digests.kindsOf(actor.user_id, period)).filter((kind) => !NEVER_DELAYED.includes(kind));
  const rows = await digests.unreadNotices(actor.user_id, kinds, since, now);
  const readable = await access.readableNoticeSubjects(
    actor,
    rows.map((row) => ({ kind: row.subject_kind, id: row.subject_id })),
  );
  const notices = rows
    .filter((row) => readable.has(subjectKey(row)))
    .slice(-DIGEST_LINES)
    .map(toNotice)
    .map((notice) => ({ text: NOTICE_SAYS[notice.kind](notice), path: notice.link }));
  const empty = { nextEvents: [], newEvents: [], newPhotos: { count: 0, lines: [] }, newMembers: [] };
  const next = period === "weekly" ? await digests.herNextEvents(actor, now, now + 7 * DAY_MS) : [];
  const club =
    period === "weekly"
      ? {
          nextEvents: next.map(eventLine),
          // An event she is already going to is among her next events, not again among the new ones.
          newEvents: (await digests.newEvents(actor, since, now))
            .filter((row) => !next.some((going) => going.id === row.id))
            .map(eventLine),
          newPhotos: {
            count: await digests.newPhotoCount(actor, since, now),
            lines: (await digests.newPhotos(actor, since, now)).map((row) => ({
              text: row.title.trim() || "A photo",
              path: linkOf("image", row.id),
            })),
          },
          newMembers: (await digests.newMembers(actor, since, now)).map((row) => ({
            text: row.name,
            path: linkOf("member", String(row.user_id)),
          })),
        }
      : empty;
  const something =
    notices.length > 0 ||
    club.nextEvents.length > 0 ||
    club.newEvents.length > 0 ||
    club.newPhotos.count > 0 ||
    club.newMembers.length > 0;
  return something ? { notices, ...club } : undefined;
}

/**
 * Sends the digests due at `now`, once per member and local day or week across instances: each member's digest is
 * claimed by a row inserted in the transaction that queues it (the primary key lets one instance in), and the outbox's
 * idempotency key stops a second copy. A member with nothing to read gets none (her claim is kept, so the next digest
 * starts where the last one sent ended). Answers how many went.
 */
export async function sendDigests(db: Db, mail: Mailer, settings: DigestSettings, now = Date.now()): Promise<number> {
  const timeZone = await settings.timeZone();
  let sent = 0;
  for (const { period, periodKey } of digestsDue(now, timeZone)) {
    const digests = digestRepository(db);
    for (const member of await digests.dueMembers(period, periodKey)) {
      const actor = asActor(member, settings.requireAdmin2fa);
      const since = (await digests.coveredTo(member.user_id, period)) ?? now - PERIOD_MS[period];
      const content = await contentOf(db, actor, period, since, now);
      const token = content ? newToken() : null;
      await db.transaction().execute(async (trx) => {
        const claimed = await digestRepository(trx).claim({
          userId: member.user_id,
          period,
          periodKey,
          coveredTo: content ? now : since,
          sent: content !== undefined,
          unsubscribeTokenHash: token ? hashToken(token) : null,
        });
        if (!claimed || !content || !token) return;
        const url = unsubscribeUrl(settings.publicUrl, token);
        const queued = await mail.enqueue(
          {
            to: member.email,
            userId: member.user_id,
            kind: "notice-digest",
            data: { period, ...content, unsubscribeUrl: url },
            headers: unsubscribeHeaders(url),
            idempotencyKey: `notice-digest:${period}:${member.user_id}:${periodKey}`,
          },
          trx,
        );
        if (queued) sent += 1;
      });
    }
  }
  return sent;
}

/** Sends the digests that are due, at start and every DIGEST_SWEEP_MS on each instance (each digest goes once). */
export function digestsJob(
  db: Db,
  mail: Mailer,
  settings: DigestSettings,
  everyMs = DIGEST_SWEEP_MS,
): RecurringJob<number> {
  return {
    name: "digests",
    everyMs,
    run: () => sendDigests(db, mail, settings),
    report: (queued) => (queued > 0 ? { queued } : undefined),
  };
}
