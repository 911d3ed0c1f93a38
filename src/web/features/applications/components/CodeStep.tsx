import { Field } from "../../../components/ui/Field.tsx";
import { APPLICATIONS_COPY } from "../../../content/applications.ts";
import type { ApplicationDraft, DraftChange } from "./draft.ts";

export function CodeStep({
  draft,
  onChange,
  invalid,
}: {
  draft: ApplicationDraft;
  onChange: DraftChange;
  invalid: boolean;
}) {
  return (
    <>
      <p className="wizard__intro">{APPLICATIONS_COPY.codeIntro}</p>
      <Field
        label={APPLICATIONS_COPY.codeLabel}
        name="invitationCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        aria-invalid={invalid || undefined}
        value={draft.invitationCode}
        onChange={(e) => onChange({ invitationCode: e.target.value })}
      />
    </>
  );
}
