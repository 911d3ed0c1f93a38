import { useState, type FormEvent } from "react";
import { createInvitationCodeSchema, type InvitationCode } from "../../../../shared/invitation-codes.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { INVITATION_CODES_COPY } from "../../../content/invitation-codes.ts";
import { useCreateInvitationCode } from "../api/create-invitation-code.ts";

const COPY = INVITATION_CODES_COPY.form;

/** The end of the chosen day in the admin's time zone, as the ISO instant the server expects. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();

/** Create a code: chosen or generated, with an optional maximum of uses, expiry date and note. */
export function CreateCodeForm({ onCreated }: { onCreated: (code: InvitationCode) => void }) {
  const create = useCreateInvitationCode();
  const [code, setCode] = useState("");
  const [maxUses, setMaxUses] = useState("");
  const [expires, setExpires] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createInvitationCodeSchema.safeParse({
      ...(code.trim() ? { code: code.trim() } : {}),
      maxUses: maxUses ? Number(maxUses) : null,
      expiresAt: expires ? endOfDay(expires) : null,
      note: note.trim() || null,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? COPY.checkForm);
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setCode("");
        setMaxUses("");
        setExpires("");
        setNote("");
        onCreated(created);
      },
      onError: (error) => setProblem(error.message || COPY.createFailed),
    });
  };

  return (
    <form className="form codes__form" onSubmit={onSubmit} noValidate aria-labelledby="codes-create">
      <h2 id="codes-create">{COPY.title}</h2>
      <Field
        label={COPY.code}
        name="code"
        autoComplete="off"
        spellCheck={false}
        hint={COPY.codeHint}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="codes__pair">
        <Field
          label={COPY.maxUses}
          name="maxUses"
          type="number"
          inputMode="numeric"
          min={1}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        <Field
          label={COPY.expires}
          name="expiresAt"
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
        />
      </div>
      <Field
        label={COPY.note}
        name="note"
        hint={COPY.noteHint}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {problem && <Alert>{problem}</Alert>}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? COPY.creating : COPY.create}
        </Button>
      </div>
    </form>
  );
}
