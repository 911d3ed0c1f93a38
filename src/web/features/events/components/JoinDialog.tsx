import { useId, useState } from "react";
import type { Event } from "../../../../shared/events.ts";
import { EVENT_LIMITS } from "../../../../shared/event-limits.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

/** Joining an event that takes guests: their names, one field each, up to the event's limit. */
export function JoinDialog({
  event,
  busy,
  error,
  onJoin,
  onClose,
}: {
  event: Event;
  busy: boolean;
  error: string | undefined;
  onJoin: (guests: string[]) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [guests, setGuests] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const full = event.seats_left === 0;
  const set = (index: number, name: string) => setGuests(guests.map((g, i) => (i === index ? name : g)));
  return (
    <Dialog
      open
      title={full ? EVENTS_COPY.join.waitlistTitle : EVENTS_COPY.join.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {EVENTS_COPY.join.cancel}
          </Button>
          <Button type="submit" form={formId} aria-disabled={busy}>
            {full ? EVENTS_COPY.join.joinWaitlist : EVENTS_COPY.join.join}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form join-dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          const names = guests.map((g) => g.trim());
          if (names.some((name) => name === "")) return setMissing(true);
          onJoin(names);
        }}
      >
        <p>
          {EVENTS_COPY.join.guestsNote(event.guests_max)}
          {full && EVENTS_COPY.join.fullNote}
        </p>
        {guests.map((name, index) => (
          <div key={index} className="join-dialog__guest">
            <Field
              label={EVENTS_COPY.join.guestName(index + 1)}
              value={name}
              maxLength={EVENT_LIMITS.guestNameMax}
              autoComplete="off"
              error={missing && name.trim() === "" ? EVENTS_COPY.join.guestNameMissing : undefined}
              onChange={(e) => set(index, e.target.value)}
            />
            <Button variant="quiet" onClick={() => setGuests(guests.filter((_, i) => i !== index))}>
              {EVENTS_COPY.join.remove}
              <span className="visually-hidden">{EVENTS_COPY.join.removeGuest(index + 1)}</span>
            </Button>
          </div>
        ))}
        {guests.length < event.guests_max && (
          <Button variant="quiet" onClick={() => setGuests([...guests, ""])}>
            {EVENTS_COPY.join.addGuest}
          </Button>
        )}
        {error && <Alert>{error}</Alert>}
      </form>
    </Dialog>
  );
}
