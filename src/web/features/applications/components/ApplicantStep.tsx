import { INTERESTS } from "../../../../shared/application-options.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import type { ApplicationDraft, DraftChange } from "./draft.ts";

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
        label="Full Name"
        name="full_name"
        autoComplete="name"
        required
        aria-invalid={bad("full_name")}
        value={draft.full_name}
        onChange={(e) => onChange({ full_name: e.target.value })}
      />
      <Field
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={bad("email")}
        value={draft.email}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <Field
        label="Phone Number"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        hint="With the country code, e.g. +1-2125550123 or +44 20 7946 0958."
        aria-invalid={bad("phone")}
        value={draft.phone}
        onChange={(e) => onChange({ phone: e.target.value })}
      />
      <TextareaField
        label="Why do you want to join the club?"
        name="reason"
        required
        aria-invalid={bad("reason")}
        value={draft.reason}
        onChange={(e) => onChange({ reason: e.target.value })}
      />
      <ChoiceGroup
        legend="Interests"
        kind="checkbox"
        name="interests"
        options={options}
        selected={draft.interests}
        onChange={(interests) => onChange({ interests })}
      />
    </>
  );
}
