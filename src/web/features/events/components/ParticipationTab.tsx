import { useState } from "react";
import { EVENT_TEXTS, type Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useJoinEvent } from "../api/join-event.ts";
import { useLeaveEvent } from "../api/leave-event.ts";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { InviteDialog } from "./InviteDialog.tsx";
import { JoinDialog } from "./JoinDialog.tsx";
import { ParticipantList } from "./ParticipantList.tsx";
import { SeatsSummary } from "./SeatsSummary.tsx";
import { WelcomeDialog } from "./WelcomeDialog.tsx";

type Open = "none" | "welcome" | "leave" | "invite" | "join";

/** Participation: who is coming, join or leave, and invitations (docs/product/screens.md#event-page). */
export function ParticipationTab({
  event,
  routeId,
  currentUserId,
}: {
  event: Event;
  routeId: string;
  currentUserId: number | undefined;
}) {
  const [open, setOpen] = useState<Open>("none");
  const join = useJoinEvent(routeId);
  const leave = useLeaveEvent(routeId);
  const close = () => setOpen("none");
  const count = event.participants.length;
  const waiting = event.waitlist_position !== null;
  const full = event.seats_left === 0;
  const joinWith = (guests: string[]) =>
    join.isPending ||
    join.mutate(
      { id: event.id, guests },
      { onSuccess: (answer) => setOpen(answer.status === "joined" ? "welcome" : "none") },
    );

  return (
    <div className="event-participation">
      <h2 className="event-section-title">
        {count} {count === 1 ? "participant" : "participants"}
      </h2>
      <ParticipantList participants={event.participants} currentUserId={currentUserId} />
      <SeatsSummary event={event} />
      {!event.is_participant && !event.can_join && (
        <p className="event-muted">{EVENT_TEXTS.inviteOnly} Ask the host or a participant to invite you.</p>
      )}
      {join.data?.status === "waitlisted" && waiting && (
        <Alert tone="success">The event is full: you are on the waitlist.</Alert>
      )}
      {open !== "join" && (join.isError || leave.isError) && <Alert>{(join.error ?? leave.error)!.message}</Alert>}
      <div className="event-actions">
        {event.replies_closed ? null : event.is_participant || waiting ? (
          <Button variant="quiet" onClick={() => setOpen("leave")}>
            {waiting ? "Leave the Waitlist" : "Leave Event"}
          </Button>
        ) : (
          event.can_join && (
            // aria-disabled, not disabled, while joining: a disabled button drops the keyboard's focus to the page, and
            // this same button (then Leave Event) is where focus returns when the welcome closes.
            <Button
              aria-disabled={join.isPending}
              onClick={() => (event.guests_max > 0 ? setOpen("join") : joinWith([]))}
            >
              {full ? "Join the Waitlist" : "Join Event"}
            </Button>
          )
        )}
        <Button variant="quiet" onClick={() => setOpen("invite")}>
          Invite Member(s)
        </Button>
      </div>
      {open === "welcome" && currentUserId !== undefined && (
        <WelcomeDialog event={event} userId={currentUserId} onClose={close} />
      )}
      {open === "join" && (
        <JoinDialog event={event} busy={join.isPending} error={join.error?.message} onJoin={joinWith} onClose={close} />
      )}
      {open === "leave" && (
        <ConfirmDialog
          open
          title={waiting ? "Leave the waitlist?" : "Leave this event?"}
          confirmLabel={waiting ? "Leave the Waitlist" : "Leave Event"}
          busy={leave.isPending}
          onClose={close}
          onConfirm={() => leave.mutate(event.id, { onSuccess: close })}
        >
          <p>
            {waiting
              ? `You will give up your place on the waitlist of “${event.title}”.`
              : `You will no longer be listed among the participants of “${event.title}”.`}
          </p>
        </ConfirmDialog>
      )}
      {open === "invite" && <InviteDialog event={event} onClose={close} />}
    </div>
  );
}
