import { useState, type FormEvent } from "react";
import { EVENT_MESSAGE_MAX } from "../../../../shared/introductions.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { EVENT_MESSAGE_COPY as COPY } from "../../../content/introductions.ts";
import { useEventMessage } from "../api/introductions.ts";

/** On an event's page, for its organiser: one message to every participant, in a dialog (decision 0062). */
export function WriteToParticipants({ eventId }: { eventId: string }) {
  const send = useEventMessage(eventId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const close = () => setOpen(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(text, {
      onSuccess: () => {
        setText("");
        setOpen(false);
      },
    });
  };
  const formId = `event-message-${eventId}`;
  return (
    <div className="write-to-participants">
      <Button
        variant="quiet"
        onClick={() => {
          send.reset();
          setOpen(true);
        }}
      >
        {COPY.open}
      </Button>
      {send.isSuccess && <Alert tone="success">{COPY.sent(send.data.sent_to)}</Alert>}
      {open && (
        <Dialog
          open
          title={COPY.title}
          onClose={close}
          footer={
            <>
              <Button type="button" variant="quiet" onClick={close}>
                {COPY.cancel}
              </Button>
              <Button type="submit" form={formId} disabled={send.isPending || !text.trim()}>
                {send.isPending ? COPY.sending : COPY.send}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={submit} className="form">
            <p>{COPY.lede}</p>
            <TextareaField
              label={COPY.label}
              value={text}
              maxLength={EVENT_MESSAGE_MAX}
              rows={5}
              onChange={(event) => setText(event.target.value)}
              error={send.error?.message}
            />
          </form>
        </Dialog>
      )}
    </div>
  );
}
