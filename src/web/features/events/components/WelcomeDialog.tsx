import type { Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { useSendConfirmation } from "../api/send-confirmation.ts";
import { formatLongDate, formatTime12 } from "../lib/format.ts";

/** After joining: a welcome, and a confirmation by email if she wants one. */
export function WelcomeDialog({ event, userId, onClose }: { event: Event; userId: number; onClose: () => void }) {
  const send = useSendConfirmation();
  return (
    <Dialog
      open
      title="Welcome!"
      onClose={onClose}
      footer={
        send.isSuccess ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="quiet" onClick={onClose}>
              No, thanks
            </Button>
            <Button disabled={send.isPending} onClick={() => send.mutate({ eventId: event.id, userId })}>
              Send Confirmation Email
            </Button>
          </>
        )
      }
    >
      <p>
        You have joined <strong>{event.title}</strong>, on {formatLongDate(event.event_date)} at{" "}
        {formatTime12(event.start_time)}.
      </p>
      <p>Would you like a confirmation by email, with the details and a calendar file?</p>
      {send.isSuccess && <Alert tone="success">Confirmation email sent.</Alert>}
      {send.isError && <Alert>{send.error.message}</Alert>}
    </Dialog>
  );
}
