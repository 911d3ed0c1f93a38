import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { EVENT_TEXTS } from "../../../../shared/texts/events.ts";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useAcceptInvitation } from "../api/accept-invitation.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

export const INVITATION_REDIRECT_MS = 3000;
export const INVITATION_FAILED = EVENTS_COPY.invitationPage.failed;

/** A refused token (used, expired, someone else's) reads as invalid; anything else as a failure. */
const messageFor = (error: Error) => {
  if (!(error instanceof ApiError)) return INVITATION_FAILED;
  // Replies to the event have closed (its RSVP deadline): the server says so in its own words.
  if (error.status === 409) return error.message;
  return [400, 403, 404, 410].includes(error.status) ? EVENT_TEXTS.invalidInvitation : INVITATION_FAILED;
};

/** /events/invite/:token: accepts the emailed invitation, then shows the event after 3 seconds (docs/product/screens.md#event-invitation). */
export function InvitationPage() {
  const token = useParams().token ?? "";
  const accepted = useAcceptInvitation(token);
  const navigate = useNavigate();
  const eventId = accepted.data?.event.id;

  useEffect(() => {
    if (!eventId) return;
    const timer = setTimeout(
      () => navigate(`/events/${encodeURIComponent(eventId)}`, { replace: true }),
      INVITATION_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [eventId, navigate]);

  return (
    <main id="main" className="page status-page invitation-page" aria-live="polite">
      {accepted.isPending && <p>{EVENTS_COPY.invitationPage.processing}</p>}
      {accepted.isSuccess && (
        <>
          <span className="eyebrow">{EVENTS_COPY.invitationPage.accepted}</span>
          {accepted.data.status === "waitlisted" ? (
            <h1>{EVENTS_COPY.invitationPage.waitlisted(accepted.data.event.title, accepted.data.position)}</h1>
          ) : (
            <h1>{EVENTS_COPY.invitationPage.joined(accepted.data.event.title)}</h1>
          )}
          <p>{EVENTS_COPY.invitationPage.redirecting}</p>
        </>
      )}
      {accepted.isError && (
        <>
          <h1>{EVENTS_COPY.invitationPage.oops}</h1>
          <p role="alert">{messageFor(accepted.error)}</p>
          <ButtonLink to="/calendar">{EVENTS_COPY.invitationPage.back}</ButtonLink>
        </>
      )}
    </main>
  );
}
