import { EVENT_LIMITS } from "../../../../shared/event-limits.ts";
import { isUnitedStates, US_STATES, usStateName } from "../../../../shared/us-states.ts";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { COUNTRY_NAMES } from "../lib/countries.ts";
import type { StepProps } from "./OverviewStep.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.name, label: state.name }));

/** The address of an in-person event; the state is a dropdown of the 50 US states in the United States, free text elsewhere. */
export function LocationFields({ form, errors, onChange }: StepProps) {
  const inUs = isUnitedStates(form.country);
  const countries =
    form.country && !COUNTRY_NAMES.includes(form.country) ? [form.country, ...COUNTRY_NAMES] : COUNTRY_NAMES;
  const changeCountry = (country: string) => {
    // A US state select cannot show free text: keep the state only when it names one of the 50.
    if (isUnitedStates(country)) onChange({ country, state: usStateName(form.state) ?? "" });
    else onChange({ country });
  };
  return (
    <div className="event-dialog__address">
      <Field
        label={EVENTS_COPY.address.location}
        value={form.location}
        maxLength={EVENT_LIMITS.locationMax}
        placeholder={EVENTS_COPY.address.street}
        hint={EVENTS_COPY.address.locationHint}
        autoComplete="street-address"
        error={errors.location}
        onChange={(e) => onChange({ location: e.target.value })}
      />
      <div className="event-dialog__pair">
        <Field
          label={EVENTS_COPY.address.city}
          value={form.city}
          maxLength={EVENT_LIMITS.cityMax}
          error={errors.city}
          onChange={(e) => onChange({ city: e.target.value })}
        />
        <Field
          label={EVENTS_COPY.address.zip}
          value={form.zip_code}
          maxLength={EVENT_LIMITS.zipMax}
          autoComplete="postal-code"
          error={errors.zip_code}
          onChange={(e) => onChange({ zip_code: e.target.value })}
        />
      </div>
      <div className="event-dialog__pair">
        {inUs ? (
          <SelectField
            label={EVENTS_COPY.address.state}
            options={STATE_OPTIONS}
            placeholder={EVENTS_COPY.address.chooseState}
            value={form.state}
            error={errors.state}
            onChange={(e) => onChange({ state: e.target.value })}
          />
        ) : (
          <Field
            label={EVENTS_COPY.address.state}
            value={form.state}
            maxLength={EVENT_LIMITS.stateMax}
            placeholder={EVENTS_COPY.address.region}
            error={errors.state}
            onChange={(e) => onChange({ state: e.target.value })}
          />
        )}
        <SelectField
          label={EVENTS_COPY.address.country}
          options={countries.map((name) => ({ value: name, label: name }))}
          placeholder={EVENTS_COPY.address.chooseCountry}
          value={form.country}
          error={errors.country}
          onChange={(e) => changeCountry(e.target.value)}
        />
      </div>
    </div>
  );
}
