import { Field } from "../../../components/ui/Field.tsx";
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
      <p className="wizard__intro">Membership is by invitation. Enter the code a member or the club gave you.</p>
      <Field
        label="Invitation Code"
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
