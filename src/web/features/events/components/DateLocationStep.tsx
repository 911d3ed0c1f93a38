import { EVENT_DEFAULTS } from "../../../../shared/events.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { formatTime12, timezoneLabel } from "../lib/format.ts";
import { timezoneOptions } from "../lib/timezones.ts";
import { LocationFields } from "./LocationFields.tsx";
import type { StepProps } from "./OverviewStep.tsx";

const LOCATION_KINDS = [
  { value: "physical", label: "Physical (In-Person)" },
  { value: "virtual", label: "Virtual" },
];

/** Step 2: when (date, end date, times, time zone) and where (an address or a link). */
export function DateLocationStep({ form, errors, onChange }: StepProps) {
  const zones = timezoneOptions(form.timezone).map((zone) => ({ value: zone, label: timezoneLabel(zone) }));
  return (
    <fieldset className="event-dialog__step">
      <legend className="visually-hidden">Date &amp; Location</legend>
      <div className="event-dialog__pair">
        <Field
          label="Date"
          type="date"
          value={form.event_date}
          error={errors.event_date}
          hint="Today if left empty."
          onChange={(e) => onChange({ event_date: e.target.value })}
        />
        <Field
          label="End date"
          type="date"
          value={form.end_date}
          min={form.event_date || undefined}
          error={errors.end_date}
          hint="The same day if left empty."
          onChange={(e) => onChange({ end_date: e.target.value })}
        />
      </div>
      <div className="event-dialog__pair">
        <Field
          label="Start time"
          type="time"
          value={form.start_time}
          error={errors.start_time}
          hint={`${formatTime12(EVENT_DEFAULTS.start_time)} if left empty.`}
          onChange={(e) => onChange({ start_time: e.target.value })}
        />
        <Field
          label="End time"
          type="time"
          value={form.end_time}
          error={errors.end_time}
          hint={`${formatTime12(EVENT_DEFAULTS.end_time)} if left empty.`}
          onChange={(e) => onChange({ end_time: e.target.value })}
        />
      </div>
      <SelectField
        label="Time zone"
        options={zones}
        placeholder="The club's time zone"
        value={form.timezone}
        error={errors.timezone}
        onChange={(e) => onChange({ timezone: e.target.value })}
      />
      <ChoiceGroup
        legend="Location type"
        kind="radio"
        options={LOCATION_KINDS}
        selected={[form.is_physical ? "physical" : "virtual"]}
        onChange={([value]) => onChange({ is_physical: value === "physical" })}
      />
      {form.is_physical ? (
        <LocationFields form={form} errors={errors} onChange={onChange} />
      ) : (
        <Field
          label="Virtual link"
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
