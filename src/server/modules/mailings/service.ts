import type { Db } from "../../kernel/database/database.ts";
import { clubLink, type ClubContextSource, type EmailContext } from "../../email-templates/context.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/http/errors.ts";
import {
  type MailingFailure,
  type MailingLogEntry,
  type MailMember,
  type MailPreviewAnswer,
  type MailPreviewRequest,
  type MailingState,
  type SendEmailRequest,
} from "../../../shared/mailings.ts";
import { MAILING_TEXTS } from "../../../shared/texts/mailings.ts";
import { recordAudit } from "../audit/index.ts";
import { hashToken, newTokens } from "../../kernel/tokens/tokens.ts";
import { type Actor, can } from "../../access/index.ts";
import { loadVisible } from "../events/index.ts";
import { HELD_UNTIL, tallyDelivery, type Outbox, type OutboxRecords } from "../outbox/index.ts";
import { mailingRenderer, mailingTemplate, unsubscribeHeaders, unsubscribeLink, type MailingContent } from "./email.ts";
import { toMailingFailure, toMailingLogEntry, toMailMember } from "./mapper.ts";
import { reviewDocument, reviewMailing } from "./review.ts";
import { STEP_UP_RECIPIENTS_ABOVE } from "../../../shared/step-up.ts";
import { resolveRecipients, summarizeLeftOut } from "./recipients.ts";
import { mailingOutboxKey, mailingOutboxPrefix, mailingsRepository } from "./repository.ts";
import { loadMailSanitizer } from "./sanitize.ts";
import { emailImages } from "../gallery/index.ts";
import type { SessionMember } from "../../kernel/sessions/signed-in-member.ts";
import { findUnsubscribeLink, unsubscribe } from "./unsubscribe.ts";

/** The club's settings a mailing follows (decision 0051): when a second admin must approve, and the cancel window. */
export interface MailingControls {
  approvalThreshold: number;
  cancelWindowMinutes: number;
}

export interface MailingDeps {
  db: Db;
  outbox: Outbox;
  /** The club as its admins set it (club settings), read at each preview and send. */
  club: ClubContextSource;
  controls: () => Promise<MailingControls>;
}

const MINUTE = 60_000;
const YEAR = 366 * 24 * 60 * MINUTE;

/** What a mailing's sender is told once it is stored: queued at once, waiting its window or schedule, or for approval. */
export type SentMailing = { mailingId: number; recipients: number; state: MailingState; sendAt: number | null };

/**
 * Admins may write to any group; with an event, its creator may too (docs/product/emails.md#bulk-mail). An event the
 * actor cannot see answers 404, one they cannot edit 403. Answers the event's id (a slug is accepted).
 */
async function authorize(db: Db, actor: Actor, eventKey: string | undefined): Promise<string | null> {
  if (eventKey !== undefined) {
    const { row } = await loadVisible(db, eventKey, actor);
    if (!can.event.manage(actor, row)) throw forbidden(MAILING_TEXTS.notEventCreator);
    return row.id;
  }
  if (!actor.admin) throw forbidden(MAILING_TEXTS.adminsOnly);
  return null;
}

/**
 * The subject on one line, the body through the allow-list with the sender's gallery images at addresses a mail app
 * can load (decision 0024), and its plain-text version.
 */
async function prepareContent(
  db: Db,
  context: EmailContext,
  sender: Actor,
  subject: string,
  body: string,
): Promise<MailingContent> {
  const { sanitizeMailHtml, htmlToText } = await loadMailSanitizer();
  const sanitized = sanitizeMailHtml(body, { baseUrl: context.publicUrl.href });
  const html = await emailImages(db, context.publicUrl).share(sender, sanitized);
  return { subject: subject.replace(/\s+/g, " ").trim(), html, text: htmlToText(html) };
}

const recipientRequest = (actor: Actor, payload: MailPreviewRequest, eventId: string | null) => ({
  group: payload.recipientGroup,
  senderId: actor.user_id,
  selectedMemberIds: payload.selectedMemberIds,
  eventId: eventId ?? undefined,
});

/** The email exactly as it will be sent (the unsubscribe link aside) and how many members it would reach. */
async function previewMailing(
  { db, club, controls }: MailingDeps,
  actor: Actor,
  payload: MailPreviewRequest,
): Promise<MailPreviewAnswer> {
  const context = await club();
  const eventId = await authorize(db, actor, payload.eventId);
  const { recipients, leftOut } = await resolveRecipients(db, recipientRequest(actor, payload, eventId));
  const email = mailingRenderer(
    context,
    await prepareContent(db, context, actor, payload.subject, payload.body),
  )(clubLink(context, "/settings"));
  const { approvalThreshold, cancelWindowMinutes } = await controls();
  return {
    html: email.html,
    text: email.text,
    recipients: recipients.length,
    leftOut: summarizeLeftOut(leftOut),
    needsApproval: recipients.length > approvalThreshold,
    approvalThreshold,
    cancelWindowMinutes,
  };
}

/**
 * The whole email document as it will be sent (the same renderer as sendMailing), for the preview frame.
 * A body with nothing left once unsafe HTML is removed answers 400, as sending it would.
 */
async function previewDocument({ db, club }: MailingDeps, actor: Actor, payload: MailPreviewRequest): Promise<string> {
  const context = await club();
  await authorize(db, actor, payload.eventId);
  const content = await prepareContent(db, context, actor, payload.subject, payload.body);
  if ((await loadMailSanitizer()).isBlankHtml(content.html))
    throw badRequest(MAILING_TEXTS.required, [{ path: "body.body", message: MAILING_TEXTS.nothingToShow }]);
  return mailingRenderer(context, content)(clubLink(context, "/settings")).html;
}

/**
 * "Retry failed" in the mail log: the mailing's failed copies are queued again, due at once
 * with their attempts reset, and the retry is audited, in one transaction. Answers how many were queued.
 */
async function retryFailedCopies(
  db: Db,
  outbox: Pick<OutboxRecords, "requeueFailed">,
  actor: Actor,
  mailingId: number,
  now = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await mailingsRepository(trx).exists(mailingId))) throw notFound(MAILING_TEXTS.mailingNotFound);
    const retried = await outbox.requeueFailed(mailingOutboxPrefix(mailingId), now, trx);
    await recordAudit(trx, {
      actorUserId: actor.user_id,
      action: "mailing.retry",
      target: `mailing:${mailingId}`,
      details: { retried },
    });
    return retried;
  });
}

/**
 * A second admin stands behind a mailing awaiting approval (decision 0051): never its author. Its held copies become
 * due at the end of the cancel window (or at its scheduled time), and the approval is audited, in one transaction.
 */
async function approveMailing(
  { db, controls }: MailingDeps,
  outbox: Pick<OutboxRecords, "releaseHeld">,
  actor: Actor,
  mailingId: number,
  now = Date.now(),
): Promise<{ state: MailingState; sendAt: number; windowMinutes: number }> {
  const { cancelWindowMinutes } = await controls();
  return db.transaction().execute(async (trx) => {
    const mailings = mailingsRepository(trx);
    const mailing = await mailings.control(mailingId);
    if (!mailing) throw notFound(MAILING_TEXTS.mailingNotFound);
    if (mailing.state !== "awaiting_approval") throw conflict(MAILING_TEXTS.notAwaitingApproval);
    if (mailing.sender_id === actor.user_id) throw forbidden(MAILING_TEXTS.ownMailing);
    const sendAt = Math.max(now + cancelWindowMinutes * MINUTE, mailing.scheduled_for ?? 0);
    // Only one approval wins when two admins approve at once: the update asks for the state it read.
    if (!(await mailings.approve(mailingId, actor.user_id, now, sendAt)))
      throw conflict(MAILING_TEXTS.notAwaitingApproval);
    const released = await outbox.releaseHeld(mailingOutboxPrefix(mailingId), sendAt, trx);
    await recordAudit(trx, {
      actorUserId: actor.user_id,
      action: "mailing.approve",
      target: `mailing:${mailingId}`,
      details: { recipients: mailing.recipient_count, released, sendAt: new Date(sendAt).toISOString() },
    });
    return { state: "queued" as const, sendAt, windowMinutes: Math.max(0, Math.ceil((sendAt - now) / MINUTE)) };
  });
}

/**
 * Any admin stops a mailing (decision 0051): the copies no worker has claimed are withdrawn from the outbox, so none of
 * them leaves from any instance; the cancel is audited with how many were withdrawn and how many had already left.
 */
async function cancelMailing(
  db: Db,
  outbox: Pick<OutboxRecords, "withdrawUnsent">,
  actor: Actor,
  mailingId: number,
  now = Date.now(),
): Promise<{ withdrawn: number; sent: number }> {
  return db.transaction().execute(async (trx) => {
    const mailings = mailingsRepository(trx);
    const mailing = await mailings.control(mailingId);
    if (!mailing) throw notFound(MAILING_TEXTS.mailingNotFound);
    if (mailing.state === "cancelled") throw conflict(MAILING_TEXTS.alreadyCancelled);
    const withdrawn = await outbox.withdrawUnsent(mailingOutboxPrefix(mailingId), trx);
    if (withdrawn === 0) throw conflict(MAILING_TEXTS.nothingToCancel);
    const tally = tallyDelivery((await mailings.deliveryCounts([mailingId])).get(mailingId) ?? []);
    // What is left in the outbox was claimed by a worker before the cancel: it is leaving, so it counts as sent.
    const sent = tally.sent + tally.dropped + tally.pending;
    if (!(await mailings.cancel(mailingId, actor.user_id, now, withdrawn)))
      throw conflict(MAILING_TEXTS.alreadyCancelled);
    await recordAudit(trx, {
      actorUserId: actor.user_id,
      action: "mailing.cancel",
      target: `mailing:${mailingId}`,
      details: { withdrawn, sent, wasAwaitingApproval: mailing.state === "awaiting_approval" },
    });
    return { withdrawn, sent };
  });
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));

/**
 * Queues a mailing: in one transaction, the mailing, its body once, one outbox row per recipient (kind "bulk",
 * key `mailing:<id>:<user_id>`, a personal one-click unsubscribe link) and the audit entry. Delivery is the
 * mail worker's job. With a request id, sending again answers the first mailing and queues nothing. A mailing to more
 * than STEP_UP_RECIPIENTS_ABOVE members first asks `stepUp` (the session's check for a fresh proof, decision 28).
 */
async function sendMailing(
  { db, outbox, club, controls }: MailingDeps,
  actor: Actor,
  payload: SendEmailRequest,
  stepUp: () => Promise<void>,
  now = Date.now(),
): Promise<SentMailing> {
  const eventId = await authorize(db, actor, payload.eventId);
  const scheduledFor = payload.scheduledFor === undefined ? null : Date.parse(payload.scheduledFor);
  if (scheduledFor !== null && scheduledFor < now - MINUTE)
    throw badRequest(MAILING_TEXTS.scheduledPast, [
      { path: "body.scheduledFor", message: MAILING_TEXTS.scheduledPast },
    ]);
  if (scheduledFor !== null && scheduledFor > now + YEAR)
    throw badRequest(MAILING_TEXTS.scheduledTooLate, [
      { path: "body.scheduledFor", message: MAILING_TEXTS.scheduledTooLate },
    ]);
  const requestKey = payload.requestId ? `${actor.user_id}:${payload.requestId}` : null;
  const earlier = async (): Promise<SentMailing | undefined> => {
    const row = requestKey ? await mailingsRepository(db).findByRequestKey(requestKey) : undefined;
    return row
      ? { mailingId: row.id, recipients: row.recipient_count, state: row.state, sendAt: row.send_at }
      : undefined;
  };
  const first = await earlier();
  if (first) return first;

  const { recipients: reached } = await resolveRecipients(db, recipientRequest(actor, payload, eventId), now);
  if (reached.length > STEP_UP_RECIPIENTS_ABOVE) await stepUp();

  const context = await club();
  const content = await prepareContent(db, context, actor, payload.subject, payload.body);
  if ((await loadMailSanitizer()).isBlankHtml(content.html))
    throw badRequest(MAILING_TEXTS.required, [{ path: "body.body", message: MAILING_TEXTS.nothingToSend }]);
  const template = mailingTemplate(context, content);
  const { approvalThreshold, cancelWindowMinutes } = await controls();

  try {
    return await db.transaction().execute(async (trx) => {
      const { recipients, leftOut } = await resolveRecipients(trx, recipientRequest(actor, payload, eventId), now);
      if (recipients.length === 0) throw badRequest(MAILING_TEXTS.noRecipients);
      // Above the club's threshold the copies are held until a second admin approves; otherwise they wait the cancel
      // window (or the schedule), during which any admin can withdraw them (decision 0051).
      const state: MailingState = recipients.length > approvalThreshold ? "awaiting_approval" : "queued";
      const sendAt = state === "queued" ? Math.max(now + cancelWindowMinutes * MINUTE, scheduledFor ?? 0) : null;
      const mailings = mailingsRepository(trx);
      const mailingId = await mailings.insert({
        subject: content.subject,
        htmlBody: content.html,
        textBody: content.text,
        recipientGroup: payload.recipientGroup,
        eventId,
        senderId: actor.user_id,
        recipientCount: recipients.length,
        requestKey,
        createdAt: now,
        state,
        scheduledFor,
        sendAt,
      });
      const tokens = newTokens(recipients.length);
      await mailings.insertRecipients(
        recipients.map((r, i) => ({ mailingId, userId: r.user_id, unsubscribeTokenHash: hashToken(tokens[i]!) })),
      );
      // Who was left out, as the author saw it, for the admin who reviews it (decision 0070).
      await mailings.insertLeftOut(leftOut.map((m) => ({ mailingId, userId: m.user_id, reason: m.reason })));
      // The body is stored once; each copy carries its own unsubscribe link, put in when the worker sends it.
      await outbox.enqueueCopies(
        template,
        recipients.map((r, i) => {
          const url = unsubscribeLink(context, tokens[i]!);
          return {
            to: r.email,
            userId: r.user_id,
            kind: "bulk",
            subject: template.subject,
            headers: unsubscribeHeaders(url),
            idempotencyKey: mailingOutboxKey(mailingId, r.user_id),
            fill: url,
          };
        }),
        trx,
        sendAt ?? HELD_UNTIL,
      );
      await recordAudit(trx, {
        actorUserId: actor.user_id,
        action: "mailing.send",
        target: `mailing:${mailingId}`,
        details: {
          subject: content.subject,
          recipientGroup: payload.recipientGroup,
          eventId,
          recipients: recipients.length,
          state,
          scheduledFor,
        },
      });
      return { mailingId, recipients: recipients.length, state, sendAt };
    });
  } catch (error) {
    // The same request sent twice at once: the second one's mailing lost the race on its request key.
    const winner = requestKey && isUniqueViolation(error) ? await earlier() : undefined;
    if (winner) return winner;
    throw error;
  }
}

/** When a member is deactivated (a subscriber wired in app.ts): her unsubscribe links end for good (docs/product/data.md#deactivation). */
export const endUnsubscribeLinksOf = (trx: Db, member: { userId: number }) =>
  mailingsRepository(trx).endUnsubscribeLinksOf(member.userId);

/** Active members with their emails, by name, for the "selected" group (the route's admin guard decides who asks). */
async function mailMembers(
  db: Db,
  query: { q?: string | undefined; limit: number; offset: number },
): Promise<MailMember[]> {
  return (await mailingsRepository(db).members(query)).map(toMailMember);
}

/** The mail log, newest first: each mailing with its delivery progress (admins, by the route's guard). */
async function mailingLog(db: Db, query: { limit: number; before?: number | undefined }): Promise<MailingLogEntry[]> {
  const mailings = mailingsRepository(db);
  const rows = await mailings.list(query);
  const counts = await mailings.deliveryCounts(rows.map((row) => row.id));
  return rows.map((row) => toMailingLogEntry(row, counts.get(row.id) ?? []));
}

/** The recipients a mailing could not reach, with the last error (at most `limit`); 404 for an unknown mailing. */
async function mailingFailures(db: Db, mailingId: number, limit: number): Promise<MailingFailure[]> {
  const mailings = mailingsRepository(db);
  if (!(await mailings.exists(mailingId))) throw notFound(MAILING_TEXTS.mailingNotFound);
  return (await mailings.failures(mailingId, limit)).map(toMailingFailure);
}

/**
 * Bulk email as its routes ask for it: send, preview, the member picker, the mailings' log, retries and the
 * one-click unsubscribe. `proveRecently` is the sessions' step-up check, asked before a large mailing.
 */
export function mailingsService(
  deps: MailingDeps & {
    outboxRecords: Pick<OutboxRecords, "requeueFailed" | "releaseHeld" | "withdrawUnsent">;
    proveRecently: (actor: SessionMember) => Promise<void>;
  },
) {
  const { db } = deps;
  return {
    send: (actor: SessionMember, payload: SendEmailRequest) =>
      sendMailing(deps, actor, payload, () => deps.proveRecently(actor)),
    preview: (actor: Actor, payload: Parameters<typeof previewMailing>[2]) => previewMailing(deps, actor, payload),
    previewDocument: (actor: Actor, payload: Parameters<typeof previewDocument>[2]) =>
      previewDocument(deps, actor, payload),
    members: (query: Parameters<typeof mailMembers>[1]) => mailMembers(db, query),
    log: (query: Parameters<typeof mailingLog>[1]) => mailingLog(db, query),
    failures: (mailingId: number, limit: number) => mailingFailures(db, mailingId, limit),
    retryFailed: (actor: Actor, mailingId: number) => retryFailedCopies(db, deps.outboxRecords, actor, mailingId),
    review: async (mailingId: number) => reviewMailing(db, mailingId, (await deps.controls()).cancelWindowMinutes),
    reviewDocument: async (mailingId: number) => reviewDocument({ db, context: await deps.club() }, mailingId),
    approve: (actor: Actor, mailingId: number) => approveMailing(deps, deps.outboxRecords, actor, mailingId),
    cancel: (actor: Actor, mailingId: number) => cancelMailing(db, deps.outboxRecords, actor, mailingId),
    unsubscribeLink: (token: string) => findUnsubscribeLink(db, token),
    unsubscribe: (token: string) => unsubscribe(db, token),
  };
}

export type MailingsService = ReturnType<typeof mailingsService>;
