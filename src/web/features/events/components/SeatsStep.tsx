import { EVENT_LIMITS } from "../../../../shared/events.ts";
import { MEMBER_TYPES } from "../../../../shared/member-limits.ts";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import type { StepProps } from "./OverviewStep.tsx";

const REMINDERS = [
  { value: "off", label: "No reminder" },
  { value: "60", label: "1 hour before" },
  { value: "180", label: "3 hours before" },
  { value: "1440", label: "1 day before" },
  { value: "2880", label: "2 days before" },
  { value: "10080", label: "1 week before" },
];

/** The choices, with an event's own when it was set to another time. */
const reminderOptions = (current: string) =>
  REMINDERS.some((option) => option.value === current)
    ? REMINDERS
    : [...REMINDERS, { value: current, label: `${current} minutes before` }];

/** Step 3: how many seats, which are held for member types and until when, guests, the reminder and the RSVP deadline. */
export function SeatsStep({ form, errors, onChange }: StepProps) {
  const capped = form.capacity.trim() !== "";
  return (
    <fieldset className="event-dialog__step">
      <legend className="visually-hidden">Seats &amp; Replies</legend>
      <div className="event-dialog__pair">
        <Field
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_LIMITS.capacityMax}
          value={form.capacity}
          error={errors.capacity}
          hint="Seats in all, guests included. No limit if left empty."
          onChange={(e) => onChange({ capacity: e.target.value })}
        />
        <Field
          label="Guests per member"
          type="number"
          inputMode="numeric"
          min={0}
          max={EVENT_LIMITS.guestsMax}
          value={form.guests_max}
          error={errors.guests_max}
          hint={`None if left empty; up to ${EVENT_LIMITS.guestsMax}.`}
          onChange={(e) => onChange({ guests_max: e.target.value })}
        />
      </div>
      <fieldset className="event-dialog__group" aria-describedby="held-seats-hint">
        <legend className="field__label">Seats held for member types</legend>
        <p id="held-seats-hint" className="field__hint">
          {capped
            ? "Kept for members of that type until you release them; they may also take any open seat."
            : "Set a capacity first to hold seats for a member type."}
        </p>
        <div className="event-dialog__trio">
          {MEMBER_TYPES.map((type) => (
            <Field
              key={type}
              label={type}
              type="number"
              inputMode="numeric"
              min={0}
              max={EVENT_LIMITS.capacityMax}
              value={form.reserved_seats[type]}
              onChange={(e) => onChange({ reserved_seats: { ...form.reserved_seats, [type]: e.target.value } })}
            />
          ))}
        </div>
        {errors.reserved_seats && (
          <p className="field__error" role="alert">
            {errors.reserved_seats}
          </p>
        )}
        <Field
          label="Release held seats to everyone at"
          type="datetime-local"
          value={form.reserved_until}
          error={errors.reserved_until}
          hint="In the event's time zone. At the start if left empty."
          onChange={(e) => onChange({ reserved_until: e.target.value })}
        />
      </fieldset>
      <SelectField
        label="Reminder email"
        options={reminderOptions(form.reminder_minutes)}
        value={form.reminder_minutes}
        error={errors.reminder_minutes}
        onChange={(e) => onChange({ reminder_minutes: e.target.value })}
      />
      <Field
        label="RSVP deadline"
        type="datetime-local"
        value={form.rsvp_deadline}
        error={errors.rsvp_deadline}
        hint="In the event's time zone. After it, members can no longer join or leave. None if left empty."
        onChange={(e) => onChange({ rsvp_deadline: e.target.value })}
      />
    </fieldset>
  );
}
