import {
  APPLICATION_MEMBERSHIP_TYPES,
  AVAILABILITY,
  PROPERTY_AVAILABILITY,
} from "../../../../shared/application-options.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { APPLICATIONS_STEPS_COPY } from "../../../content/applications-steps.ts";
import type { ApplicationDraft, DraftChange } from "./draft.ts";

const COPY = APPLICATIONS_STEPS_COPY.details;
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function DetailsStep({
  draft,
  onChange,
  invalid,
}: {
  draft: ApplicationDraft;
  onChange: DraftChange;
  invalid: string[];
}) {
  const bad = (field: string) => (invalid.includes(field) ? true : undefined);
  const only = (value: string) => (value ? [value] : []);
  return (
    <>
      <ChoiceGroup
        legend={COPY.availability}
        kind="radio"
        name="availability"
        options={choices(AVAILABILITY)}
        selected={only(draft.availability)}
        onChange={([availability = ""]) => onChange({ availability })}
      />
      <ChoiceGroup
        legend={COPY.membershipType}
        kind="radio"
        name="membershipType"
        options={choices(APPLICATION_MEMBERSHIP_TYPES)}
        selected={only(draft.membershipType)}
        onChange={([membershipType = ""]) => onChange({ membershipType })}
      />
      {draft.membershipType === "Travel Host" && (
        <fieldset className="wizard__property">
          <legend>{COPY.property}</legend>
          <Field
            label={COPY.propertyAddress}
            name="propertyAddress"
            autoComplete="street-address"
            required
            aria-invalid={bad("propertyAddress")}
            value={draft.propertyAddress}
            onChange={(e) => onChange({ propertyAddress: e.target.value })}
          />
          <Field
            label={COPY.propertyType}
            name="propertyType"
            required
            hint={COPY.propertyTypeHint}
            aria-invalid={bad("propertyType")}
            value={draft.propertyType}
            onChange={(e) => onChange({ propertyType: e.target.value })}
          />
          <TextareaField
            label={COPY.propertyDescription}
            name="propertyDescription"
            required
            aria-invalid={bad("propertyDescription")}
            value={draft.propertyDescription}
            onChange={(e) => onChange({ propertyDescription: e.target.value })}
          />
          <SelectField
            label={COPY.propertyAvailability}
            name="propertyAvailability"
            required
            placeholder={COPY.choose}
            options={choices(PROPERTY_AVAILABILITY)}
            aria-invalid={bad("propertyAvailability")}
            value={draft.propertyAvailability}
            onChange={(e) => onChange({ propertyAvailability: e.target.value })}
          />
        </fieldset>
      )}
      <Field
        label={COPY.referral}
        name="referral"
        value={draft.referral}
        onChange={(e) => onChange({ referral: e.target.value })}
      />
      <TextareaField
        label={COPY.comments}
        name="comments"
        value={draft.comments}
        onChange={(e) => onChange({ comments: e.target.value })}
      />
    </>
  );
}
