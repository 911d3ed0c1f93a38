import { callPath } from "../../../../shared/paths/call-path.ts";
import { STAY_PATHS } from "../../../../shared/paths/stays.ts";
import { useState } from "react";
import { Link } from "react-router";
import type { StayRequest } from "../../../../shared/stays.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { useAnswerStayRequest } from "../api/stay-requests.ts";
import { contributionText, nights } from "../lib/format.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { STAYS_COPY } from "../../../content/stays.ts";
import { StayConversationLink } from "../../conversations/index.ts";

const COPY = STAYS_COPY.request;
const STATUS_LABELS: Record<StayRequest["status"], string> = COPY.statuses;

/** A stay request as its guest or host sees it, with what she may do: accept, decline, cancel. */
export function StayRequestCard({
  request,
  viewerId,
  heading = "h2",
}: {
  request: StayRequest;
  viewerId: number;
  heading?: "h2" | "h3";
}) {
  const answer = useAnswerStayRequest();
  const dates = useClubDates();
  const [reason, setReason] = useState("");
  const Heading = heading;
  const asGuest = request.guest.user_id === viewerId;
  const act = (status: "accepted" | "declined" | "cancelled") =>
    answer.mutate(
      { id: request.id, body: { status, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      // The word went with the answer: the field, which now asks for a reason to cancel, starts empty.
      { onSuccess: () => setReason("") },
    );

  return (
    <article className={`stay-request stay-request--${request.status}`} aria-labelledby={`stay-request-${request.id}`}>
      <header className="stay-request__head">
        <span className="eyebrow">{asGuest ? COPY.yourStay : COPY.from(request.guest.name)}</span>
        <Heading id={`stay-request-${request.id}`} className="stay-request__title">
          <Link to={`/stays/requests?request=${request.id}`}>{request.listing.title}</Link>
        </Heading>
        <span className={`stay-request__status stay-request__status--${request.status}`}>
          {STATUS_LABELS[request.status]}
        </span>
      </header>
      <dl className="stay-request__facts">
        <div>
          <dt>{STAYS_COPY.common.where}</dt>
          <dd>
            {request.listing.city}, {request.listing.country}
          </dd>
        </div>
        <div>
          <dt>{COPY.dates}</dt>
          <dd>
            {dates.dayRange(request.from, request.to)} ({nights(request.nights)})
          </dd>
        </div>
        <div>
          <dt>{STAYS_COPY.common.guests}</dt>
          <dd>{request.guests}</dd>
        </div>
        <div>
          <dt>{asGuest ? COPY.host : COPY.guest}</dt>
          <dd>{asGuest ? request.host.name : request.guest.name}</dd>
        </div>
        <div>
          <dt>{COPY.contribution}</dt>
          <dd>{request.contribution ? contributionText(request.contribution) : COPY.noneAsked}</dd>
        </div>
        {request.address && (
          <div className="stay-request__address">
            <dt>{COPY.address}</dt>
            <dd>{request.address}</dd>
          </div>
        )}
        {/* The host's address for her guest (and an admin), never to the host herself. */}
        {request.host_email && request.host.user_id !== viewerId && (
          <div>
            <dt>{COPY.hostEmail}</dt>
            <dd>
              <a href={`mailto:${request.host_email}`}>{request.host_email}</a>
            </dd>
          </div>
        )}
        {request.reason && (
          <div>
            {/* Accepting or declining is the host's word; a cancellation's reason may be either side's. */}
            <dt>{request.status === "cancelled" ? COPY.reason : COPY.hostNote}</dt>
            <dd>{request.reason}</dd>
          </div>
        )}
      </dl>
      {request.message && (
        <figure className="stay-request__note">
          <figcaption className="eyebrow">{asGuest ? COPY.yourNote : COPY.guestNote(request.guest.name)}</figcaption>
          <blockquote className="stay-request__message">{request.message}</blockquote>
        </figure>
      )}
      <p className="stay-request__conversation">
        <StayConversationLink requestId={request.id} withName={asGuest ? request.host.name : request.guest.name} />
      </p>
      {request.status === "accepted" && request.address && (
        <p>
          <a
            className="button button--quiet"
            href={callPath(STAY_PATHS.requestIcs, { id: request.id })}
            download="stay.ics"
          >
            {COPY.calendar}
          </a>
        </p>
      )}
      {(request.can_answer || request.can_cancel) && (
        <div className="stay-request__actions">
          <Field
            label={request.can_answer ? COPY.answerWord : COPY.cancelReason}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="stay-request__buttons">
            {request.can_answer && (
              <>
                <Button onClick={() => act("accepted")} disabled={answer.isPending}>
                  {COPY.accept}
                </Button>
                <Button variant="quiet" onClick={() => act("declined")} disabled={answer.isPending}>
                  {COPY.decline}
                </Button>
              </>
            )}
            {request.can_cancel && !request.can_answer && (
              <Button variant="quiet" onClick={() => act("cancelled")} disabled={answer.isPending}>
                {COPY.cancel}
              </Button>
            )}
          </div>
        </div>
      )}
      {answer.isError && <Alert>{answer.error.message}</Alert>}
    </article>
  );
}
