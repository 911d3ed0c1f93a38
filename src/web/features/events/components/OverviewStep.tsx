import {
  EVENT_DEFAULTS,
  EVENT_LIMITS,
  EVENT_TYPES,
  EXCLUSIVITY,
  EXCLUSIVITY_LABELS,
  type EventType,
  type Exclusivity,
} from "../../../../shared/event-limits.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import type { EventForm, EventFormErrors } from "../lib/event-form.ts";
import { EVENTS_COPY } from "../../../content/events.ts";
import { useEventCategories } from "../../event-categories/index.ts";

const EXCLUSIVITY_OPTIONS = EXCLUSIVITY.map((value) => ({ value, label: EXCLUSIVITY_LABELS[value] }));

export interface StepProps {
  form: EventForm;
  errors: EventFormErrors;
  onChange: (patch: Partial<EventForm>) => void;
}

/** Step 1: title, category, exclusivity, description and colour. */
export function OverviewStep({ form, errors, onChange }: StepProps) {
  const club = useEventCategories().data?.categories;
  const listed = club ?? Object.entries(EVENT_TYPES).map(([key, label]) => ({ key, label }));
  const options = listed.map(({ key, label }) => ({ value: key, label }));
  // An event keeps a category the club has since hidden: it stays offered as it is.
  if (form.type && !options.some((o) => o.value === form.type))
    options.push({ value: form.type, label: EVENT_TYPES[form.type] ?? form.type });
  const defaultLabel = listed.find((c) => c.key === EVENT_DEFAULTS.type)?.label ?? EVENT_DEFAULTS.type;
  return (
    <fieldset className="event-dialog__step">
      <legend className="visually-hidden">{EVENTS_COPY.overview.legend}</legend>
      <Field
        label={EVENTS_COPY.overview.title}
        value={form.title}
        maxLength={EVENT_LIMITS.titleMax}
        placeholder={EVENT_DEFAULTS.title}
        error={errors.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <SelectField
        label={EVENTS_COPY.overview.category}
        options={options}
        placeholder={EVENTS_COPY.overview.categoryPlaceholder(defaultLabel)}
        value={form.type}
        error={errors.type}
        onChange={(e) => onChange({ type: e.target.value as EventType | "" })}
      />
      <ChoiceGroup
        legend={EVENTS_COPY.overview.exclusivity}
        kind="radio"
        options={EXCLUSIVITY_OPTIONS}
        selected={[form.exclusivity]}
        error={errors.exclusivity}
        onChange={([value]) => onChange({ exclusivity: value as Exclusivity })}
      />
      <div className="switch event-dialog__confidential">
        <div className="switch__label">
          <input
            id="event-confidential"
            type="checkbox"
            role="switch"
            className="switch__input"
            aria-describedby="event-confidential-hint"
            checked={form.confidential}
            onChange={(e) => onChange({ confidential: e.target.checked })}
          />
          <span className="switch__text">
            <label htmlFor="event-confidential" className="switch__name">
              {EVENTS_COPY.confidential.label}
            </label>
            <span id="event-confidential-hint" className="switch__hint">
              {EVENTS_COPY.confidential.hint}
            </span>
          </span>
        </div>
      </div>
      <TextareaField
        label={EVENTS_COPY.overview.description}
        value={form.description}
        maxLength={EVENT_LIMITS.descriptionMax}
        placeholder={EVENTS_COPY.overview.descriptionPlaceholder}
        error={errors.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <div className="event-dialog__color">
        <Field
          label={EVENTS_COPY.overview.colour}
          type="color"
          value={form.color}
          error={errors.color}
          hint={EVENTS_COPY.overview.colourHint}
          onChange={(e) => onChange({ color: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
