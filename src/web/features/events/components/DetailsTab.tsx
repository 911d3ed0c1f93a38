import { callPath } from "../../../../shared/paths/call-path.ts";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Event } from "../../../../shared/events.ts";
import { EXCLUSIVITY_LABELS } from "../../../../shared/event-limits.ts";
import { EVENT_PATHS } from "../../../../shared/paths/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { useDeleteEvent } from "../api/delete-event.ts";
import { timezoneLabel } from "../lib/format.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { eventDialogOpener, LazyEventDialog, usePreloadedEventDialog } from "./LazyEventDialog.tsx";
import { CancelEventDialog } from "./CancelEventDialog.tsx";
import { ScopeChoice } from "./ScopeChoice.tsx";
import type { SeriesScope } from "../../../../shared/event-series.ts";
import { EventLocation } from "./EventLocation.tsx";
import { JoinLeave } from "./JoinLeave.tsx";
import { ParticipantList } from "./ParticipantList.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";
import { WriteToParticipants } from "../../introductions/index.ts";
import { RecapSection } from "./RecapSection.tsx";

/** Details: when, where, what kind, and the organiser's actions (docs/product/screens.md#event-page). */
export function DetailsTab({
  event,
  routeId,
  currentUserId,
}: {
  event: Event;
  routeId: string;
  currentUserId: number | undefined;
}) {
  const [editing, setEditing] = useState(false);
  usePreloadedEventDialog();
  const [deleting, setDeleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const remove = useDeleteEvent();
  const [scope, setScope] = useState<SeriesScope>("this");
  const navigate = useNavigate();
  const dates = useClubDates();
  const multiDay = event.end_date > event.event_date;
  const when = multiDay
    ? dates.span({ startDate: event.event_date, endDate: event.end_date })
    : dates.longDay(event.event_date);
  // Across days the hours are a start and an end, never one range of hours ("16:00–11:00").
  const hours = multiDay
    ? EVENTS_COPY.details.hoursAcrossDays(dates.time(event.start_time), dates.time(event.end_time))
    : dates.timeRange(event.start_time, event.end_time);

  return (
    <div className="event-details">
      <div className="event-details__join">
        <JoinLeave event={event} routeId={routeId} currentUserId={currentUserId} />
      </div>
      <dl className="event-details__list">
        <div>
          <dt>{EVENTS_COPY.details.date}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{EVENTS_COPY.details.time}</dt>
          <dd>
            {hours} <span className="event-details__zone">({timezoneLabel(event.timezone)})</span>
          </dd>
        </div>
        <div>
          <dt>{EVENTS_COPY.details.location}</dt>
          <dd>
            <span className="event-details__kind">
              {event.is_physical ? EVENTS_COPY.details.physical : EVENTS_COPY.details.virtual}
            </span>
            <EventLocation event={event} />
          </dd>
        </div>
        <div>
          <dt>{EVENTS_COPY.details.category}</dt>
          <dd>{event.type_label}</dd>
        </div>
        <div>
          <dt>{EVENTS_COPY.details.exclusivity}</dt>
          <dd>{EXCLUSIVITY_LABELS[event.exclusivity]}</dd>
        </div>
      </dl>
      <section className="event-details__section" aria-labelledby="event-description">
        <h2 id="event-description" className="event-section-title">
          {EVENTS_COPY.details.description}
        </h2>
        <p className="event-details__description">{event.description}</p>
      </section>
      <section className="event-details__section" aria-labelledby="event-participants">
        <h2 id="event-participants" className="event-section-title">
          {EVENTS_COPY.details.participants(event.participants.length)}
        </h2>
        <ParticipantList participants={event.participants} currentUserId={currentUserId} />
        {event.can_edit && event.participants.some((participant) => participant.user_id !== currentUserId) && (
          <WriteToParticipants eventId={event.id} />
        )}
      </section>
      <RecapSection event={event} />
      <div className="event-actions">
        <a
          className="button button--quiet"
          href={callPath(EVENT_PATHS.ics, { id: event.id })}
          download={`${event.slug}.ics`}
        >
          {EVENTS_COPY.details.addToCalendar}
        </a>
        {event.can_edit && (
          <>
            <Button variant="quiet" {...eventDialogOpener} onClick={() => (setScope("this"), setEditing(true))}>
              {EVENTS_COPY.details.edit}
            </Button>
            <ButtonLink variant="quiet" to={`/mail?eventId=${encodeURIComponent(event.id)}`}>
              {EVENTS_COPY.details.draftEmail}
            </ButtonLink>
            {event.cancelled_at === null && (
              <Button variant="quiet" className="button--danger" onClick={() => setCancelling(true)}>
                {EVENTS_COPY.details.cancel}
              </Button>
            )}
            <Button variant="quiet" className="button--danger" onClick={() => (setScope("this"), setDeleting(true))}>
              {EVENTS_COPY.details.delete}
            </Button>
          </>
        )}
      </div>
      {editing && (
        <LazyEventDialog
          mode="edit"
          event={event}
          routeId={routeId}
          scope={scope}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        >
          {event.series_id && <ScopeChoice legend={EVENTS_COPY.details.editScope} scope={scope} onChange={setScope} />}
        </LazyEventDialog>
      )}
      {cancelling && <CancelEventDialog event={event} routeId={routeId} onClose={() => setCancelling(false)} />}
      {deleting && (
        <ConfirmDialog
          open
          title={EVENTS_COPY.details.deleteTitle}
          confirmLabel={EVENTS_COPY.details.deleteConfirm}
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate({ id: event.id, scope }, { onSuccess: () => navigate("/calendar", { replace: true }) })
          }
        >
          <p>{EVENTS_COPY.details.cannotUndo}</p>
          {event.series_id && (
            <ScopeChoice legend={EVENTS_COPY.details.deleteScope} scope={scope} onChange={setScope} />
          )}
          {remove.isError && <Alert>{remove.error.message}</Alert>}
        </ConfirmDialog>
      )}
    </div>
  );
}
