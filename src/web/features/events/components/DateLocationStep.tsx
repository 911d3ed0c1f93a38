import { EVENT_DEFAULTS } from "../../../../shared/event-limits.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { timezoneLabel } from "../lib/format.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { timezoneOptions } from "../lib/timezones.ts";
import { LocationFields } from "./LocationFields.tsx";
import type { StepProps } from "./OverviewStep.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

const LOCATION_KINDS = [
  { value: "physical", label: EVENTS_COPY.dateLocation.physical },
  { value: "virtual", label: EVENTS_COPY.dateLocation.virtual },
];

/** Step 2: when (date, end date, times, time zone) and where (an address or a link). */
export function DateLocationStep({ form, errors, onChange }: StepProps) {
  const dates = useClubDates();
  const zones = timezoneOptions(form.timezone).map((zone) => ({ value: zone, label: timezoneLabel(zone) }));
  return (
    <fieldset className="event-dialog__step">
      <legend className="visually-hidden">{EVENTS_COPY.dateLocation.legend}</legend>
      <div className="event-dialog__pair">
        <Field
          label={EVENTS_COPY.dateLocation.date}
          type="date"
          value={form.event_date}
          error={errors.event_date}
          hint={EVENTS_COPY.dateLocation.dateHint}
          onChange={(e) => onChange({ event_date: e.target.value })}
        />
        <Field
          label={EVENTS_COPY.dateLocation.endDate}
          type="date"
          value={form.end_date}
          min={form.event_date || undefined}
          error={errors.end_date}
          hint={EVENTS_COPY.dateLocation.endDateHint}
          onChange={(e) => onChange({ end_date: e.target.value })}
        />
      </div>
      <div className="event-dialog__pair">
        <Field
          label={EVENTS_COPY.dateLocation.startTime}
          type="time"
          value={form.start_time}
          error={errors.start_time}
          hint={EVENTS_COPY.dateLocation.timeHint(dates.time(EVENT_DEFAULTS.start_time))}
          onChange={(e) => onChange({ start_time: e.target.value })}
        />
        <Field
          label={EVENTS_COPY.dateLocation.endTime}
          type="time"
          value={form.end_time}
          error={errors.end_time}
          hint={EVENTS_COPY.dateLocation.timeHint(dates.time(EVENT_DEFAULTS.end_time))}
          onChange={(e) => onChange({ end_time: e.target.value })}
        />
      </div>
      <SelectField
        label={EVENTS_COPY.dateLocation.timezone}
        options={zones}
        placeholder={EVENTS_COPY.dateLocation.clubTimezone}
        value={form.timezone}
        error={errors.timezone}
        onChange={(e) => onChange({ timezone: e.target.value })}
      />
      <ChoiceGroup
        legend={EVENTS_COPY.dateLocation.locationType}
        kind="radio"
        options={LOCATION_KINDS}
        selected={[form.is_physical ? "physical" : "virtual"]}
        onChange={([value]) => onChange({ is_physical: value === "physical" })}
      />
      {form.is_physical ? (
        <LocationFields form={form} errors={errors} onChange={onChange} />
      ) : (
        <Field
          label={EVENTS_COPY.dateLocation.virtualLink}
          type="url"
          inputMode="url"
          value={form.virtual_link}
          placeholder="https://"
          error={errors.virtual_link}
          onChange={(e) => onChange({ virtual_link: e.target.value })}
        />
      )}
    </fieldset>
  );
}
