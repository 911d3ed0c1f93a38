import type { Db } from "../../kernel/database/database.ts";
import { clubLink, type EmailContext } from "../../email-templates/context.ts";
import { notFound } from "../../kernel/http/errors.ts";
import type { MailingReview } from "../../../shared/mailings.ts";
import { MAILING_TEXTS } from "../../../shared/texts/mailings.ts";
import { mailingRenderer } from "./email.ts";
import { toMailingReview } from "./mapper.ts";
import { summarizeLeftOut } from "./recipients.ts";
import { mailingsRepository } from "./repository.ts";

/**
 * A mailing as the admin asked to approve it reads it (decision 0070): its subject, group, author, recipient count and
 * left-out list as they were when it was written, its control state, and the club's cancel window an approval would
 * leave. 404 for an unknown mailing.
 */
export async function reviewMailing(db: Db, mailingId: number, cancelWindowMinutes: number): Promise<MailingReview> {
  const mailings = mailingsRepository(db);
  const row = await mailings.review(mailingId);
  if (!row) throw notFound(MAILING_TEXTS.mailingNotFound);
  return toMailingReview(row, summarizeLeftOut(await mailings.leftOut(mailingId)), cancelWindowMinutes);
}

/** The stored email rendered by the renderer the worker sends with (the unsubscribe link pointing to Settings). */
export async function reviewDocument({ db, context }: { db: Db; context: EmailContext }, mailingId: number) {
  const row = await mailingsRepository(db).review(mailingId);
  if (!row) throw notFound(MAILING_TEXTS.mailingNotFound);
  const content = { subject: row.subject, html: row.html_body, text: row.text_body };
  return mailingRenderer(context, content)(clubLink(context, "/settings")).html;
}
