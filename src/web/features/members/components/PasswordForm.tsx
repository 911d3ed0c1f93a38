import { useState, type FormEvent } from "react";
import { LIMITS } from "../../../../shared/members.ts";
import { USER_TEXTS } from "../../../../shared/texts/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { useUpdatePassword } from "../api/update-password.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.password;
const RULE = COPY.rule(LIMITS.passwordMin, LIMITS.passwordMax);

/** Change password with the old one (docs/product/screens.md#settings); the member's other sessions end. */
export function PasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const update = useUpdatePassword();
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    if (!oldPassword || !newPassword) return setProblem(COPY.required);
    if (newPassword !== confirmation) return setProblem(USER_TEXTS.passwordsDiffer);
    setProblem(null);
    update.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          setDone(true);
          setOldPassword("");
          setNewPassword("");
          setConfirmation("");
          onChanged?.();
        },
        onError: (error) => setProblem(COPY.failed(USER_TEXTS.passwordFailed, error.message)),
      },
    );
  };

  return (
    <section className="settings__section" aria-labelledby="settings-password">
      <h2 id="settings-password">{COPY.heading}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.current}
          type="password"
          name="oldPassword"
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
        <Field
          label={COPY.new}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={RULE}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <Field
          label={COPY.confirm}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {problem && <Alert>{problem}</Alert>}
        {done && <Alert tone="success">{USER_TEXTS.passwordUpdated}</Alert>}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? COPY.saving : COPY.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
