import { useState, type ReactNode } from "react";
import { EVENT_TEXTS, type Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { useJoinEvent } from "../api/join-event.ts";
import { useLeaveEvent } from "../api/leave-event.ts";
import { WelcomeDialog } from "./WelcomeDialog.tsx";

/**
 * Join Event (then the welcome) or Leave Event (after a confirmation), wherever the event page offers it: beside
 * the details and on Participation. Says why there is no Join for an invite-only event one is not invited to.
 */
export function JoinLeave({
  event,
  routeId,
  currentUserId,
  children,
}: {
  event: Event;
  routeId: string;
  currentUserId: number | undefined;
  /** More buttons for the same row. */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState<"none" | "welcome" | "leave">("none");
  const join = useJoinEvent(routeId);
  const leave = useLeaveEvent(routeId);
  const close = () => setOpen("none");
  return (
    <>
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
        {children}
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
    </>
  );
}
