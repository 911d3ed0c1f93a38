import { INTERESTS } from "../../../../shared/application-options.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { APPLICATIONS_STEPS_COPY } from "../../../content/applications-steps.ts";
import type { ApplicationDraft, DraftChange } from "./draft.ts";

const COPY = APPLICATIONS_STEPS_COPY.applicant;
const options = INTERESTS.map((value) => ({ value, label: value }));

export function ApplicantStep({
  draft,
  onChange,
  invalid,
}: {
  draft: ApplicationDraft;
  onChange: DraftChange;
  invalid: string[];
}) {
  const bad = (field: string) => (invalid.includes(field) ? true : undefined);
  return (
    <>
      <Field
        label={COPY.fullName}
        name="full_name"
        autoComplete="name"
        required
        aria-invalid={bad("full_name")}
        value={draft.full_name}
        onChange={(e) => onChange({ full_name: e.target.value })}
      />
      <Field
        label={COPY.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={bad("email")}
        value={draft.email}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <Field
        label={COPY.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        hint={COPY.phoneHint}
        aria-invalid={bad("phone")}
        value={draft.phone}
        onChange={(e) => onChange({ phone: e.target.value })}
      />
      <TextareaField
        label={COPY.reason}
        name="reason"
        required
        aria-invalid={bad("reason")}
        value={draft.reason}
        onChange={(e) => onChange({ reason: e.target.value })}
      />
      <ChoiceGroup
        legend={COPY.interests}
        kind="checkbox"
        name="interests"
        options={options}
        selected={draft.interests}
        onChange={(interests) => onChange({ interests })}
      />
    </>
  );
}
