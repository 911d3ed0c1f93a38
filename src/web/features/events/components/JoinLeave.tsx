import { useState, type ReactNode } from "react";
import type { Event } from "../../../../shared/events.ts";
import { EVENT_TEXTS } from "../../../../shared/texts/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { useJoinEvent } from "../api/join-event.ts";
import { useLeaveEvent } from "../api/leave-event.ts";
import { JoinDialog } from "./JoinDialog.tsx";
import { WelcomeDialog } from "./WelcomeDialog.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";
import { useHasEnded } from "../lib/ended.ts";

/**
 * Join Event (with guests' names when the host allows guests; the waitlist when it is full, then the welcome) or
 * Leave Event / Leave the Waitlist (after a confirmation), wherever the event page offers it: beside the details and
 * on Participation. Says why there is no Join: the event has ended, or it is invite-only and she is not invited.
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
  const [open, setOpen] = useState<"none" | "welcome" | "leave" | "join">("none");
  const join = useJoinEvent(routeId);
  const leave = useLeaveEvent(routeId);
  const close = () => setOpen("none");
  const waiting = event.waitlist_position !== null;
  const full = event.seats_left === 0;
  const ended = useHasEnded(event);
  const joinWith = (guests: string[]) =>
    join.isPending ||
    join.mutate(
      { id: event.id, guests },
      { onSuccess: (answer) => setOpen(answer.status === "joined" ? "welcome" : "none") },
    );
  return (
    <>
      {ended && event.cancelled_at === null && !event.is_participant && !waiting && (
        <p className="event-muted">{EVENT_TEXTS.ended}</p>
      )}
      {!ended && !event.is_participant && !event.can_join && (
        <p className="event-muted">
          {EVENT_TEXTS.inviteOnly}
          {EVENTS_COPY.joinLeave.askForInvite}
        </p>
      )}
      {join.data?.status === "waitlisted" && waiting && (
        <Alert tone="success">{EVENTS_COPY.joinLeave.waitlisted}</Alert>
      )}
      {open !== "join" && (join.isError || leave.isError) && <Alert>{(join.error ?? leave.error)!.message}</Alert>}
      <div className="event-actions">
        {event.replies_closed || ended ? null : event.is_participant || waiting ? (
          <Button variant="quiet" onClick={() => setOpen("leave")}>
            {waiting ? EVENTS_COPY.joinLeave.leaveWaitlist : EVENTS_COPY.joinLeave.leave}
          </Button>
        ) : (
          event.can_join && (
            // aria-disabled, not disabled, while joining: a disabled button drops the keyboard's focus to the page, and
            // this same button (then Leave Event) is where focus returns when the welcome closes.
            <Button
              aria-disabled={join.isPending}
              onClick={() => (event.guests_max > 0 ? setOpen("join") : joinWith([]))}
            >
              {full ? EVENTS_COPY.join.joinWaitlist : EVENTS_COPY.join.join}
            </Button>
          )
        )}
        {children}
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
          title={waiting ? EVENTS_COPY.joinLeave.leaveWaitlistTitle : EVENTS_COPY.joinLeave.leaveTitle}
          confirmLabel={waiting ? EVENTS_COPY.joinLeave.leaveWaitlist : EVENTS_COPY.joinLeave.leave}
          busy={leave.isPending}
          onClose={close}
          onConfirm={() => leave.mutate(event.id, { onSuccess: close })}
        >
          <p>
            {waiting
              ? EVENTS_COPY.joinLeave.leaveWaitlistBody(event.title)
              : EVENTS_COPY.joinLeave.leaveBody(event.title)}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
