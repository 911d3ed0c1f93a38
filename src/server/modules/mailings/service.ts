import type { Db } from "../../kernel/database/database.ts";
import { clubLink, type EmailContext } from "../../email-templates/context.ts";
import { badRequest, forbidden, notFound } from "../../kernel/http/errors.ts";
import {
  type MailingFailure,
  type MailingLogEntry,
  type MailMember,
  type MailPreviewAnswer,
  type MailPreviewRequest,
  type SendEmailRequest,
} from "../../../shared/mailings.ts";
import { MAILING_TEXTS } from "../../../shared/texts/mailings.ts";
import { recordAudit } from "../audit/index.ts";
import { hashToken, newTokens } from "../../kernel/tokens/tokens.ts";
import { type Actor, can } from "../../access/index.ts";
import { loadVisible } from "../events/index.ts";
import type { Outbox, OutboxRecords } from "../outbox/index.ts";
import { mailingRenderer, mailingTemplate, unsubscribeHeaders, unsubscribeLink, type MailingContent } from "./email.ts";
import { toMailingFailure, toMailingLogEntry, toMailMember } from "./mapper.ts";
import { STEP_UP_RECIPIENTS_ABOVE } from "../../../shared/step-up.ts";
import { resolveRecipients } from "./recipients.ts";
import { mailingOutboxKey, mailingOutboxPrefix, mailingsRepository } from "./repository.ts";
import { loadMailSanitizer } from "./sanitize.ts";
import { emailImages } from "../gallery/index.ts";
import type { SessionMember } from "../../kernel/sessions/signed-in-member.ts";
import { findUnsubscribeLink, unsubscribe } from "./unsubscribe.ts";

export interface MailingDeps {
  db: Db;
  outbox: Outbox;
  context: EmailContext;
}

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
  { db, context }: MailingDeps,
  actor: Actor,
  payload: MailPreviewRequest,
): Promise<MailPreviewAnswer> {
  const eventId = await authorize(db, actor, payload.eventId);
  const recipients = await resolveRecipients(db, recipientRequest(actor, payload, eventId));
  const email = mailingRenderer(
    context,
    await prepareContent(db, context, actor, payload.subject, payload.body),
  )(clubLink(context, "/settings"));
  return { html: email.html, text: email.text, recipients: recipients.length };
}

/**
 * The whole email document as it will be sent (the same renderer as sendMailing), for the preview frame.
 * A body with nothing left once unsafe HTML is removed answers 400, as sending it would.
 */
async function previewDocument(
  { db, context }: MailingDeps,
  actor: Actor,
  payload: MailPreviewRequest,
): Promise<string> {
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
  { db, outbox, context }: MailingDeps,
  actor: Actor,
  payload: SendEmailRequest,
  stepUp: () => Promise<void>,
  now = Date.now(),
): Promise<{ mailingId: number; recipients: number }> {
  const eventId = await authorize(db, actor, payload.eventId);
  const requestKey = payload.requestId ? `${actor.user_id}:${payload.requestId}` : null;
  const earlier = async () => {
    const row = requestKey ? await mailingsRepository(db).findByRequestKey(requestKey) : undefined;
    return row ? { mailingId: row.id, recipients: row.recipient_count } : undefined;
  };
  const first = await earlier();
  if (first) return first;

  const reached = await resolveRecipients(db, recipientRequest(actor, payload, eventId));
  if (reached.length > STEP_UP_RECIPIENTS_ABOVE) await stepUp();

  const content = await prepareContent(db, context, actor, payload.subject, payload.body);
  if ((await loadMailSanitizer()).isBlankHtml(content.html))
    throw badRequest(MAILING_TEXTS.required, [{ path: "body.body", message: MAILING_TEXTS.nothingToSend }]);
  const template = mailingTemplate(context, content);

  try {
    return await db.transaction().execute(async (trx) => {
      const recipients = await resolveRecipients(trx, recipientRequest(actor, payload, eventId));
      if (recipients.length === 0) throw badRequest(MAILING_TEXTS.noRecipients);
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
      });
      const tokens = newTokens(recipients.length);
      await mailings.insertRecipients(
        recipients.map((r, i) => ({ mailingId, userId: r.user_id, unsubscribeTokenHash: hashToken(tokens[i]!) })),
      );
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
        },
      });
      return { mailingId, recipients: recipients.length };
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
    outboxRecords: Pick<OutboxRecords, "requeueFailed">;
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
    unsubscribeLink: (token: string) => findUnsubscribeLink(db, token),
    unsubscribe: (token: string) => unsubscribe(db, token),
  };
}

export type MailingsService = ReturnType<typeof mailingsService>;
