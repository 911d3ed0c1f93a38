import { useState } from "react";
import { EVENT_TEXTS, type Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useJoinEvent } from "../api/join-event.ts";
import { useLeaveEvent } from "../api/leave-event.ts";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { InviteDialog } from "./InviteDialog.tsx";
import { ParticipantList } from "./ParticipantList.tsx";
import { WelcomeDialog } from "./WelcomeDialog.tsx";

type Open = "none" | "welcome" | "leave" | "invite";

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

  return (
    <div className="event-participation">
      <h2 className="event-section-title">
        {count} {count === 1 ? "participant" : "participants"}
      </h2>
      <ParticipantList participants={event.participants} currentUserId={currentUserId} />
      {!event.is_participant && !event.can_join && (
        <p className="event-muted">{EVENT_TEXTS.inviteOnly} Ask the host or a participant to invite you.</p>
      )}
      {(join.isError || leave.isError) && <Alert>{(join.error ?? leave.error)!.message}</Alert>}
      <div className="event-actions">
        {event.is_participant ? (
          <Button variant="quiet" onClick={() => setOpen("leave")}>
            Leave Event
          </Button>
        ) : (
          event.can_join && (
            // aria-disabled, not disabled, while joining: a disabled button drops the keyboard's focus to the page, and
            // this same button (then Leave Event) is where focus returns when the welcome closes.
            <Button
              aria-disabled={join.isPending}
              onClick={() => join.isPending || join.mutate(event.id, { onSuccess: () => setOpen("welcome") })}
            >
              Join Event
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
      {open === "leave" && (
        <ConfirmDialog
          open
          title="Leave this event?"
          confirmLabel="Leave Event"
          busy={leave.isPending}
          onClose={close}
          onConfirm={() => leave.mutate(event.id, { onSuccess: close })}
        >
          <p>You will no longer be listed among the participants of “{event.title}”.</p>
        </ConfirmDialog>
      )}
      {open === "invite" && <InviteDialog event={event} onClose={close} />}
    </div>
  );
}
