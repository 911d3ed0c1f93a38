import { SERIES_OCCURRENCES_MAX } from "../../../../shared/event-bounds.ts";
import type { RepeatEvery } from "../../../../shared/recurrence.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { formatCardDate } from "../lib/format.ts";
import { prepareRepeat, repeatOptions, type RepeatErrors, type RepeatForm } from "../lib/series-form.ts";

const ENDS = [
  { value: "count", label: "After a number of times" },
  { value: "until", label: "On a date" },
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
  const options = repeatOptions(firstDate);
  const prepared = form.every ? prepareRepeat(form, firstDate) : undefined;
  return (
    <fieldset className="event-dialog__step event-dialog__repeat">
      <legend className="field__label">Repeat</legend>
      <SelectField
        label="Repeats"
        options={options}
        placeholder="Does not repeat"
        value={options.some((o) => o.value === form.every) ? form.every : ""}
        onChange={(e) => onChange({ every: e.target.value as RepeatEvery | "" })}
      />
      {form.every && (
        <>
          <ChoiceGroup
            legend="Ends"
            kind="radio"
            options={ENDS}
            selected={[form.ends]}
            onChange={([value]) => onChange({ ends: value as RepeatForm["ends"] })}
          />
          {form.ends === "count" ? (
            <Field
              label="Number of times"
              type="number"
              inputMode="numeric"
              min={2}
              max={SERIES_OCCURRENCES_MAX}
              value={form.count}
              error={errors.count}
              hint={`From 2 to ${SERIES_OCCURRENCES_MAX}.`}
              onChange={(e) => onChange({ count: e.target.value })}
            />
          ) : (
            <Field
              label="Last date"
              type="date"
              min={firstDate}
              value={form.until}
              error={errors.until}
              onChange={(e) => onChange({ until: e.target.value })}
            />
          )}
          {prepared?.ok && (
            <p className="field__hint" aria-live="polite">
              {prepared.dates.length} dates, {formatCardDate(prepared.dates[0]!)} to{" "}
              {formatCardDate(prepared.dates.at(-1)!)}; each is an event of its own.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
