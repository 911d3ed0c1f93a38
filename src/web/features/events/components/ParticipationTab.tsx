import { useState } from "react";
import type { Event } from "../../../../shared/events.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { useHasEnded } from "../lib/ended.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { JoinLeave } from "./JoinLeave.tsx";
import { ParticipantList } from "./ParticipantList.tsx";
import { SeatsSummary } from "./SeatsSummary.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

/** Participation: who is coming, seats and the waitlist, join or leave, and invitations (docs/product/screens.md#event-page). */
export function ParticipationTab({
  event,
  routeId,
  currentUserId,
}: {
  event: Event;
  routeId: string;
  currentUserId: number | undefined;
}) {
  const [inviting, setInviting] = useState(false);
  const ended = useHasEnded(event);
  const count = event.participants.length;
  return (
    <div className="event-participation">
      {event.inside_visible ? (
        <>
          <h2 className="event-section-title">{EVENTS_COPY.participationTab.count(count)}</h2>
          <ParticipantList participants={event.participants} currentUserId={currentUserId} />
        </>
      ) : (
        <p className="event-muted event-confidential-note">{EVENTS_COPY.confidential.outside}</p>
      )}
      <SeatsSummary event={event} />
      <JoinLeave event={event} routeId={routeId} currentUserId={currentUserId}>
        {!ended && (
          <Button variant="quiet" onClick={() => setInviting(true)}>
            {EVENTS_COPY.participationTab.invite}
          </Button>
        )}
      </JoinLeave>
      {inviting && <InviteDialog event={event} onClose={() => setInviting(false)} />}
    </div>
  );
}
