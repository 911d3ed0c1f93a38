import { useState } from "react";
import type { Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { RECAP_COPY as COPY } from "../../../content/recaps.ts";
import { useRecap, useSendRecap } from "../api/recap.ts";
import { RecapDialog } from "./RecapDialog.tsx";
import { RecapView } from "./RecapView.tsx";
import { useHasEnded } from "../lib/ended.ts";

/**
 * After an event, its recap on its page (decision 0069): read by whoever may read the event once sent; written, previewed
 * and sent once by its organiser or an admin. A confidential gathering has none, so it is not even asked for.
 */
export function RecapSection({ event }: { event: Event }) {
  const ended = useHasEnded(event);
  const recap = useRecap(event.id, ended && !event.confidential && event.cancelled_at === null);
  const send = useSendRecap(event.id);
  const [writing, setWriting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!recap.data) return null;
  const { recap: shown, may_write: mayWrite } = recap.data;
  if (!shown && !mayWrite && !send.isSuccess) return null;
  return (
    <section className="event-details__section" aria-labelledby="event-recap">
      <h2 id="event-recap" className="event-section-title">
        {COPY.heading}
      </h2>
      {send.isSuccess && <Alert tone="success">{COPY.sent(send.data.sent_to)}</Alert>}
      {shown && <RecapView recap={shown} />}
      {mayWrite && (
        <div className="event-recap__actions">
          <Button variant="quiet" onClick={() => setWriting(true)}>
            {shown ? COPY.edit : COPY.open}
          </Button>
          {shown && <Button onClick={() => (send.reset(), setConfirming(true))}>{COPY.send}</Button>}
        </div>
      )}
      {writing && (
        <RecapDialog
          eventId={event.id}
          answer={recap.data}
          onClose={() => setWriting(false)}
          onReadyToSend={() => (setWriting(false), send.reset(), setConfirming(true))}
        />
      )}
      {confirming && shown && (
        <ConfirmDialog
          open
          title={COPY.confirmTitle}
          confirmLabel={COPY.confirm}
          busy={send.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => send.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        >
          <p>{shown.audience === "club" ? COPY.confirmClub : COPY.confirmParticipants}</p>
          {send.isError && <Alert>{send.error.message}</Alert>}
        </ConfirmDialog>
      )}
    </section>
  );
}
