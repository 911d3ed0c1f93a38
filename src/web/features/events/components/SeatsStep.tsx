import { EVENT_LIMITS } from "../../../../shared/event-limits.ts";
import { MEMBER_TYPES } from "../../../../shared/member-limits.ts";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import type { StepProps } from "./OverviewStep.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

const REMINDERS = [
  { value: "off", label: EVENTS_COPY.seatsStep.reminders.off },
  { value: "60", label: EVENTS_COPY.seatsStep.reminders.hour },
  { value: "180", label: EVENTS_COPY.seatsStep.reminders.threeHours },
  { value: "1440", label: EVENTS_COPY.seatsStep.reminders.day },
  { value: "2880", label: EVENTS_COPY.seatsStep.reminders.twoDays },
  { value: "10080", label: EVENTS_COPY.seatsStep.reminders.week },
];

/** The choices, with an event's own when it was set to another time. */
const reminderOptions = (current: string) =>
  REMINDERS.some((option) => option.value === current)
    ? REMINDERS
    : [...REMINDERS, { value: current, label: EVENTS_COPY.seatsStep.reminders.minutes(current) }];

/** Step 3: how many seats, which are held for member types and until when, guests, the reminder and the RSVP deadline. */
export function SeatsStep({ form, errors, onChange }: StepProps) {
  const capped = form.capacity.trim() !== "";
  return (
    <fieldset className="event-dialog__step">
      <legend className="visually-hidden">{EVENTS_COPY.seatsStep.legend}</legend>
      <div className="event-dialog__pair">
        <Field
          label={EVENTS_COPY.seatsStep.capacity}
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_LIMITS.capacityMax}
          value={form.capacity}
          error={errors.capacity}
          hint={EVENTS_COPY.seatsStep.capacityHint}
          onChange={(e) => onChange({ capacity: e.target.value })}
        />
        <Field
          label={EVENTS_COPY.seatsStep.guests}
          type="number"
          inputMode="numeric"
          min={0}
          max={EVENT_LIMITS.guestsMax}
          value={form.guests_max}
          error={errors.guests_max}
          hint={EVENTS_COPY.seatsStep.guestsHint(EVENT_LIMITS.guestsMax)}
          onChange={(e) => onChange({ guests_max: e.target.value })}
        />
      </div>
      <fieldset className="event-dialog__group" aria-describedby="held-seats-hint">
        <legend className="field__label">{EVENTS_COPY.seatsStep.held}</legend>
        <p id="held-seats-hint" className="field__hint">
          {capped ? EVENTS_COPY.seatsStep.heldHint : EVENTS_COPY.seatsStep.heldNeedsCapacity}
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
          label={EVENTS_COPY.seatsStep.release}
          type="datetime-local"
          value={form.reserved_until}
          error={errors.reserved_until}
          hint={EVENTS_COPY.seatsStep.releaseHint}
          onChange={(e) => onChange({ reserved_until: e.target.value })}
        />
      </fieldset>
      <SelectField
        label={EVENTS_COPY.seatsStep.reminder}
        options={reminderOptions(form.reminder_minutes)}
        value={form.reminder_minutes}
        error={errors.reminder_minutes}
        onChange={(e) => onChange({ reminder_minutes: e.target.value })}
      />
      <Field
        label={EVENTS_COPY.seatsStep.deadline}
        type="datetime-local"
        value={form.rsvp_deadline}
        error={errors.rsvp_deadline}
        hint={EVENTS_COPY.seatsStep.deadlineHint}
        onChange={(e) => onChange({ rsvp_deadline: e.target.value })}
      />
    </fieldset>
  );
}
