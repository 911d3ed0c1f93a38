import type { Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { useSendConfirmation } from "../api/send-confirmation.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** After joining: a welcome, and a confirmation by email if she wants one. */
export function WelcomeDialog({ event, userId, onClose }: { event: Event; userId: number; onClose: () => void }) {
  const send = useSendConfirmation();
  const dates = useClubDates();
  return (
    <Dialog
      open
      title={EVENTS_COPY.welcome.title}
      onClose={onClose}
      footer={
        send.isSuccess ? (
          <Button onClick={onClose}>{EVENTS_COPY.welcome.done}</Button>
        ) : (
          <>
            <Button variant="quiet" onClick={onClose}>
              {EVENTS_COPY.welcome.noThanks}
            </Button>
            <Button disabled={send.isPending} onClick={() => send.mutate({ eventId: event.id, userId })}>
              {EVENTS_COPY.welcome.send}
            </Button>
          </>
        )
      }
    >
      <p>
        {EVENTS_COPY.welcome.joined}
        <strong>{event.title}</strong>
        {EVENTS_COPY.welcome.when(dates.longDay(event.event_date), dates.time(event.start_time))}
      </p>
      <p>{EVENTS_COPY.welcome.question}</p>
      {send.isSuccess && <Alert tone="success">{EVENTS_COPY.welcome.sent}</Alert>}
      {send.isError && <Alert>{send.error.message}</Alert>}
    </Dialog>
  );
}
