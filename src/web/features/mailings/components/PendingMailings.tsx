import { useState } from "react";
import type { MailingLogEntry, MailingReview } from "../../../../shared/mailings.ts";
import { RECIPIENT_GROUP_LABELS } from "../../../../shared/texts/mailings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useAuthStatus } from "../../auth/index.ts";
import { reviewDocumentUrl, useMailingReview } from "../api/get-mailing-review.ts";
import { useMailings } from "../api/get-mailings.ts";
import { useApproveMailing, useCancelMailing } from "../api/mailing-controls.ts";
import { LeftOutList } from "./LeftOutList.tsx";

const COPY = MAILINGS_COPY.pending;
const MAILING = MAILINGS_COPY.mailing;

/** Held for a second admin, or queued for a time still to come: any admin can stop it. */
const isWaiting = (mailing: MailingLogEntry, now: number) =>
  mailing.control.state === "awaiting_approval" ||
  (mailing.control.state === "queued" &&
    mailing.delivery.pending > 0 &&
    mailing.control.sendAt !== null &&
    Date.parse(mailing.control.sendAt) > now);

/**
 * What approving it does, as the server decides (decision 0051): it leaves once the club's cancel window from now has
 * passed, or at its scheduled time if that is later; at once when neither is ahead.
 */
function approvalQuestion(review: MailingReview, now: number, dateTime: (iso: string) => string) {
  const { subject, recipients, scheduledFor, cancelWindowMinutes } = review;
  const windowEnds = now + cancelWindowMinutes * 60_000;
  if (scheduledFor !== null && Date.parse(scheduledFor) > windowEnds)
    return COPY.confirmApprove.atScheduledTime(subject, recipients, dateTime(scheduledFor));
  if (cancelWindowMinutes > 0) return COPY.confirmApprove.afterWindow(subject, recipients, cancelWindowMinutes);
  return COPY.confirmApprove.atOnce(subject, recipients);
}

/** The email exactly as it will leave, its recipient count and who is left out, as its author saw them. */
function Review({ mailing, review }: { mailing: MailingLogEntry; review: ReturnType<typeof useMailingReview> }) {
  if (review.isPending) return <p aria-busy="true">{COPY.loadingReview}</p>;
  if (review.isError) return <Alert>{COPY.reviewFailed}</Alert>;
  return (
    <div className="pending-mailing__review">
      <p className="pending-mailing__reach">{COPY.goesTo(review.data.recipients)}</p>
      <LeftOutList leftOut={review.data.leftOut} id={`pending-left-out-${mailing.id}`} subject={mailing.subject} />
      <iframe
        className="mail-preview__frame pending-mailing__frame"
        title={COPY.frameTitle(mailing.subject)}
        src={reviewDocumentUrl(mailing.id)}
        sandbox=""
      />
    </div>
  );
}

interface PendingMailingProps {
  mailing: MailingLogEntry;
  userId: number | undefined;
  /** The server's answer to an approval or a cancellation: the list shows it, as the mailing may no longer wait. */
  onDone: (message: string) => void;
}

function PendingMailing({ mailing, userId, onDone }: PendingMailingProps) {
  const dates = useClubDates();
  const approve = useApproveMailing(mailing.id, onDone);
  const cancel = useCancelMailing(mailing.id, onDone);
  const [open, setOpen] = useState(false);
  const review = useMailingReview(mailing.id, open);
  const [asking, setAsking] = useState<"approve" | "cancel" | null>(null);
  // Written as she asks: when it would leave depends on the time she approves it.
  const [approvalAsked, setApprovalAsked] = useState("");
  const { control } = mailing;
  const awaiting = control.state === "awaiting_approval";
  const own = mailing.sender !== null && mailing.sender.user_id === userId;
  const author = mailing.sender?.name ?? MAILING.formerMember;
  const when = awaiting
    ? COPY.awaitingApproval
    : control.scheduledFor
      ? MAILING.scheduledFor(dates.dateTime(control.scheduledFor))
      : MAILING.sendingAt(dates.dateTime(control.sendAt!));
  const headingId = `pending-mailing-${mailing.id}`;
  return (
    <li className="pending-mailing" aria-labelledby={headingId} data-state={control.state}>
      <h3 id={headingId} className="pending-mailing__subject">
        {mailing.subject}
      </h3>
      <p className="pending-mailing__facts">
        {RECIPIENT_GROUP_LABELS[mailing.recipientGroup]} · {COPY.goesTo(mailing.recipients)} · {COPY.writtenBy(author)}
      </p>
      <p className="pending-mailing__when">{when}</p>
      {open && <Review mailing={mailing} review={review} />}
      <p className="pending-mailing__actions">
        <Button
          variant="quiet"
          aria-expanded={open}
          aria-label={open ? undefined : COPY.reviewLabel(mailing.subject)}
          onClick={() => setOpen(!open)}
        >
          {open ? COPY.hideReview : COPY.review}
        </Button>
        {awaiting && open && !own && review.isSuccess && (
          <Button
            onClick={() => {
              setApprovalAsked(approvalQuestion(review.data, Date.now(), dates.dateTime));
              setAsking("approve");
            }}
            disabled={approve.isPending}
          >
            {approve.isPending ? MAILING.approving : MAILING.approve}
          </Button>
        )}
        <Button
          variant="quiet"
          onClick={() => setAsking("cancel")}
          disabled={cancel.isPending}
          aria-label={MAILING.cancelLabel(mailing.subject)}
        >
          {cancel.isPending ? MAILING.cancelling : MAILING.cancel}
        </Button>
      </p>
      {awaiting && own && <p className="pending-mailing__note">{MAILING.ownMailing}</p>}
      {(approve.isError || cancel.isError) && <Alert>{MAILING.controlFailed}</Alert>}
      <ConfirmDialog
        open={asking === "approve"}
        title={MAILING.approve}
        confirmLabel={MAILING.approve}
        busy={approve.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          approve.mutate();
        }}
      >
        <p>{approvalAsked}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "cancel"}
        title={MAILING.cancel}
        confirmLabel={MAILING.cancel}
        busy={cancel.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          cancel.mutate();
        }}
      >
        <p>{MAILING.confirmCancel(mailing.subject)}</p>
      </ConfirmDialog>
    </li>
  );
}

/**
 * On /mail, above the composer: the mailings waiting for a second admin, for their scheduled time or their cancel
 * window (decision 0070). A second admin reviews one before approving it; any admin cancels one.
 */
export function PendingMailings() {
  const log = useMailings();
  const status = useAuthStatus().data;
  const [done, setDone] = useState<string | null>(null);
  const userId = status?.authenticated ? status.user.user_id : undefined;
  // Waiting as of when the list was read (it refreshes every few seconds while copies are pending).
  const now = log.dataUpdatedAt;
  const waiting = (log.data?.pages.flat() ?? []).filter((mailing) => isWaiting(mailing, now));
  if (log.isPending || (log.isSuccess && waiting.length === 0 && done === null)) return null;
  return (
    <section className="pending-mailings" aria-labelledby="pending-mailings-title">
      <h2 id="pending-mailings-title" className="caps-heading">
        {COPY.heading}
      </h2>
      <p className="pending-mailings__lede">{COPY.lede}</p>
      {log.isError && <Alert>{COPY.loadFailed}</Alert>}
      {done !== null && <Alert tone="success">{done}</Alert>}
      {waiting.length > 0 && (
        <ul className="pending-mailings__list">
          {waiting.map((mailing) => (
            <PendingMailing key={mailing.id} mailing={mailing} userId={userId} onDone={setDone} />
          ))}
        </ul>
      )}
    </section>
  );
}
