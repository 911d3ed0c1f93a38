import { useState } from "react";
import { Link } from "react-router";
import { useAuthStatus } from "../../auth/index.ts";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { useApproveMailing, useCancelMailing } from "../api/mailing-controls.ts";
import type { MailingLogEntry } from "../../../../shared/mailings.ts";
import { MAIL_LOG_TEXTS, RECIPIENT_GROUP_LABELS } from "../../../../shared/texts/mailings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useMailings } from "../api/get-mailings.ts";
import { useMailingFailures, useRetryFailed } from "../api/mailing-failures.ts";
import { EmailLog } from "../components/EmailLog.tsx";
import { UndeliveredEmails } from "../components/UndeliveredEmails.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

const COPY = MAILINGS_COPY.mailing;
const PAGE = MAILINGS_COPY.mailLogPage;

function Delivery({ delivery, recipients, control }: Pick<MailingLogEntry, "delivery" | "recipients" | "control">) {
  const total = Math.max(1, recipients);
  // Copies in the mail drop (no mail server set up) reached nobody: such a mailing is never "Delivered".
  const state =
    control.state === "awaiting_approval"
      ? COPY.waitingForApproval
      : control.state === "cancelled" && delivery.pending === 0
        ? COPY.cancelled
        : delivery.pending > 0
          ? COPY.sending
          : delivery.failed > 0
            ? COPY.doneWithFailures
            : delivery.dropped > 0
              ? COPY.inMailDrop
              : COPY.delivered;
  return (
    <div className="delivery">
      <span className="delivery__meter" aria-hidden="true">
        <span className="delivery__sent" style={{ width: `${(delivery.sent / total) * 100}%` }} />
        <span className="delivery__failed" style={{ width: `${(delivery.failed / total) * 100}%` }} />
      </span>
      <span className="delivery__words">{COPY.delivery(state, delivery)}</span>
    </div>
  );
}

/** Who a mailing did not reach and why, and a way to queue those copies again. */
function Failures({ mailing, retry }: { mailing: MailingLogEntry; retry: ReturnType<typeof useRetryFailed> }) {
  const failures = useMailingFailures(mailing.id, true);
  const headingId = `mail-log-failures-${mailing.id}`;
  return (
    <section className="mail-log__failures" aria-labelledby={headingId}>
      <h4 id={headingId} className="mail-log__failures-title">
        {COPY.notDelivered(mailing.delivery.failed)}
      </h4>
      {failures.isError && <Alert>{COPY.failuresFailed}</Alert>}
      {failures.data && (
        <ul className="mail-log__failure-list">
          {failures.data.map((failure) => (
            <li key={`${failure.user_id ?? "gone"}-${failure.email}`}>
              <span className="mail-log__failure-who">
                {COPY.who(failure.name ?? COPY.formerMember, failure.email)}
              </span>
              <span className="mail-log__failure-why">
                {COPY.why(failure.error ?? MAIL_LOG_TEXTS.noReason, failure.attempts)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mail-log__retry">
        <Button variant="quiet" onClick={() => retry.mutate()} disabled={retry.isPending}>
          {retry.isPending ? COPY.retrying : COPY.retry}
        </Button>
      </p>
      {retry.isError && <Alert>{COPY.retryFailed}</Alert>}
    </section>
  );
}

/**
 * Who stands behind the mailing and whether it can still be stopped (decision 0051): awaiting approval (another admin
 * may approve it), leaving at a time (any admin may cancel it), cancelled, or sent.
 */
function Control({ mailing, userId }: { mailing: MailingLogEntry; userId: number | undefined }) {
  const dates = useClubDates();
  const approve = useApproveMailing(mailing.id);
  const cancel = useCancelMailing(mailing.id);
  const [confirming, setConfirming] = useState(false);
  const { control } = mailing;
  const author = mailing.sender?.name ?? COPY.formerMember;
  const own = mailing.sender !== null && mailing.sender.user_id === userId;
  // Copies are still waiting when the mailing awaits approval or its send time has not come.
  const stoppable =
    control.state === "awaiting_approval" ||
    (control.state === "queued" && mailing.delivery.pending > 0 && control.sendAt !== null);
  const lines: string[] = [];
  if (control.state === "awaiting_approval") lines.push(COPY.awaitingApproval(author));
  else if (control.approvedBy) lines.push(COPY.approvedBy(control.approvedBy.name));
  if (control.scheduledFor && control.state !== "cancelled")
    lines.push(COPY.scheduledFor(dates.dateTime(control.scheduledFor)));
  // Copies still in the outbox: waiting for their time (or on their way), so they can still be stopped.
  if (stoppable && control.state === "queued" && control.sendAt)
    lines.push(COPY.sendingAt(dates.dateTime(control.sendAt)));
  if (control.state === "cancelled")
    lines.push(
      COPY.cancelledBy(
        control.cancelledBy?.name ?? COPY.formerMember,
        control.cancelledAt ? dates.dateTime(control.cancelledAt) : "",
        control.withdrawn ?? 0,
      ),
    );
  if (lines.length === 0) return null;
  return (
    <div className="mail-log__control" data-state={control.state}>
      <ul className="mail-log__control-lines">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {(control.state === "awaiting_approval" || stoppable) && (
        <p className="mail-log__control-actions">
          {control.state === "awaiting_approval" &&
            (own ? (
              <span className="mail-log__control-note">{COPY.ownMailing}</span>
            ) : (
              <Button
                onClick={() => approve.mutate()}
                disabled={approve.isPending}
                aria-label={COPY.approveLabel(mailing.subject)}
              >
                {approve.isPending ? COPY.approving : COPY.approve}
              </Button>
            ))}
          {stoppable && (
            <Button
              variant="quiet"
              onClick={() => setConfirming(true)}
              disabled={cancel.isPending}
              aria-label={COPY.cancelLabel(mailing.subject)}
            >
              {cancel.isPending ? COPY.cancelling : COPY.cancel}
            </Button>
          )}
        </p>
      )}
      {approve.isSuccess && control.state === "queued" && <Alert tone="success">{approve.data.message}</Alert>}
      {cancel.isSuccess && <Alert tone="success">{cancel.data.message}</Alert>}
      {(approve.isError || cancel.isError) && <Alert>{COPY.controlFailed}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={COPY.cancel}
        confirmLabel={COPY.cancel}
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate();
        }}
      >
        <p>{COPY.confirmCancel(mailing.subject)}</p>
      </ConfirmDialog>
    </div>
  );
}

function RetryDone({ retried }: { retried: number }) {
  return <Alert tone="success">{retried === 0 ? COPY.nothingToRetry : COPY.queuedAgain(retried)}</Alert>;
}

function Mailing({ mailing, userId }: { mailing: MailingLogEntry; userId: number | undefined }) {
  const dates = useClubDates();
  const retry = useRetryFailed(mailing.id);
  const group = mailing.eventId
    ? COPY.eventGroup(RECIPIENT_GROUP_LABELS[mailing.recipientGroup])
    : RECIPIENT_GROUP_LABELS[mailing.recipientGroup];
  return (
    <li className="mail-log__item">
      <div className="mail-log__head">
        <h3 className="mail-log__subject">{mailing.subject}</h3>
        <time dateTime={mailing.created_at} className="mail-log__time">
          {dates.dateTime(mailing.created_at)}
        </time>
      </div>
      <dl className="mail-log__facts">
        <div>
          <dt>{COPY.to}</dt>
          <dd>{group}</dd>
        </div>
        <div>
          <dt>{COPY.from}</dt>
          <dd>{mailing.sender?.name ?? COPY.formerMember}</dd>
        </div>
        <div>
          <dt>{COPY.recipients}</dt>
          <dd>{mailing.recipients}</dd>
        </div>
      </dl>
      <Control mailing={mailing} userId={userId} />
      <Delivery delivery={mailing.delivery} recipients={mailing.recipients} control={mailing.control} />
      {mailing.delivery.failed > 0 && <Failures mailing={mailing} retry={retry} />}
      {retry.isSuccess && <RetryDone retried={retry.data.retried} />}
    </li>
  );
}

/**
 * /admin/mail-log: the email that did not arrive, every email the club sent (its message while there is no mail
 * server), then every mailing, newest first, with its delivery progress (docs/product/emails.md#mail-log).
 */
export function MailLogPage() {
  usePageTitle("Mail log");
  const log = useMailings();
  const status = useAuthStatus().data;
  const userId = status?.authenticated ? status.user.user_id : undefined;
  const mailings = log.data?.pages.flat() ?? [];
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={PAGE.eyebrow} title={PAGE.title} lede={PAGE.lede} />
      <p className="admin-back">
        <Link to="/admin">{PAGE.backToAdmin}</Link> · <Link to="/mail">{PAGE.writeNew}</Link>
      </p>
      <UndeliveredEmails />
      <EmailLog />
      <section className="mail-log__section" aria-labelledby="mailings-title">
        <h2 id="mailings-title" className="caps-heading">
          {PAGE.mailings}
        </h2>
        {log.isPending && <p aria-busy="true">{PAGE.loading}</p>}
        {log.isError && <Alert>{PAGE.loadFailed}</Alert>}
        {log.isSuccess && mailings.length === 0 && <p className="admin-empty">{PAGE.empty}</p>}
        {mailings.length > 0 && (
          <ol className="mail-log">
            {mailings.map((mailing) => (
              <Mailing key={mailing.id} mailing={mailing} userId={userId} />
            ))}
          </ol>
        )}
        {log.hasNextPage && (
          <p className="admin-more">
            <Button variant="quiet" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? PAGE.loading : PAGE.more}
            </Button>
          </p>
        )}
      </section>
    </main>
  );
}
