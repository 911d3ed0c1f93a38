import { useId, useState } from "react";
import { EVENT_LIMITS, type Event } from "../../../../shared/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";

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
      title={full ? "Join the waitlist" : "Join this event"}
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} aria-disabled={busy}>
            {full ? "Join the Waitlist" : "Join Event"}
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
          You may bring up to {event.guests_max} {event.guests_max === 1 ? "guest" : "guests"}; each takes a seat.
          {full && " The event is full: you and your guests will wait together for seats."}
        </p>
        {guests.map((name, index) => (
          <div key={index} className="join-dialog__guest">
            <Field
              label={`Guest ${index + 1}'s name`}
              value={name}
              maxLength={EVENT_LIMITS.guestNameMax}
              autoComplete="off"
              error={missing && name.trim() === "" ? "Give each guest's name." : undefined}
              onChange={(e) => set(index, e.target.value)}
            />
            <Button variant="quiet" onClick={() => setGuests(guests.filter((_, i) => i !== index))}>
              Remove<span className="visually-hidden"> guest {index + 1}</span>
            </Button>
          </div>
        ))}
        {guests.length < event.guests_max && (
          <Button variant="quiet" onClick={() => setGuests([...guests, ""])}>
            Add a Guest
          </Button>
        )}
        {error && <Alert>{error}</Alert>}
      </form>
    </Dialog>
  );
}
