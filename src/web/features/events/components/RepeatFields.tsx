import { SERIES_OCCURRENCES_MAX } from "../../../../shared/event-bounds.ts";
import type { RepeatEvery } from "../../../../shared/recurrence.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useClubDates } from "../../../lib/club-dates.ts";
import { prepareRepeat, repeatOptions, type RepeatErrors, type RepeatForm } from "../lib/series-form.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

const ENDS = [
  { value: "count", label: EVENTS_COPY.repeat.afterCount },
  { value: "until", label: EVENTS_COPY.repeat.onDate },
];

/** The create dialog's Repeat: how often, and until when; each date becomes an event of its own. */
export function RepeatFields({
  form,
  firstDate,
  errors,
  onChange,
}: {
  form: RepeatForm;
  firstDate: string;
  errors: RepeatErrors;
  onChange: (patch: Partial<RepeatForm>) => void;
}) {
  const dates = useClubDates();
  const options = repeatOptions(firstDate);
  const prepared = form.every ? prepareRepeat(form, firstDate) : undefined;
  return (
    <fieldset className="event-dialog__step event-dialog__repeat">
      <legend className="field__label">{EVENTS_COPY.repeat.legend}</legend>
      <SelectField
        label={EVENTS_COPY.repeat.repeats}
        options={options}
        placeholder={EVENTS_COPY.repeat.none}
        value={options.some((o) => o.value === form.every) ? form.every : ""}
        onChange={(e) => onChange({ every: e.target.value as RepeatEvery | "" })}
      />
      {form.every && (
        <>
          <ChoiceGroup
            legend={EVENTS_COPY.repeat.ends}
            kind="radio"
            options={ENDS}
            selected={[form.ends]}
            onChange={([value]) => onChange({ ends: value as RepeatForm["ends"] })}
          />
          {form.ends === "count" ? (
            <Field
              label={EVENTS_COPY.repeat.count}
              type="number"
              inputMode="numeric"
              min={2}
              max={SERIES_OCCURRENCES_MAX}
              value={form.count}
              error={errors.count}
              hint={EVENTS_COPY.repeat.countHint(SERIES_OCCURRENCES_MAX)}
              onChange={(e) => onChange({ count: e.target.value })}
            />
          ) : (
            <Field
              label={EVENTS_COPY.repeat.until}
              type="date"
              min={firstDate}
              value={form.until}
              error={errors.until}
              onChange={(e) => onChange({ until: e.target.value })}
            />
          )}
          {prepared?.ok && (
            <p className="field__hint" aria-live="polite">
              {EVENTS_COPY.repeat.summary(
                prepared.dates.length,
                dates.day(prepared.dates[0]!),
                dates.day(prepared.dates.at(-1)!),
              )}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
