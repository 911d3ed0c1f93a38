import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { LIMITS } from "../../../../shared/member-limits.ts";
import { PASSWORD_RESET_TEXTS } from "../../../../shared/texts/password-reset.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useResetPassword } from "../api/reset-password.ts";

const TEXTS = {
  differ: "Passwords do not match.",
  length: `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`,
  rule: `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters, and not a commonly used password.`,
  failed: "Error resetting password.",
};

/** /reset-password/:token: the form, then "Password has been reset successfully." with Go to Login (docs/product/screens.md#password-reset). */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) return setProblem(TEXTS.differ);
    if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) return setProblem(TEXTS.length);
    setProblem(null);
    reset.mutate(
      { token, newPassword: password },
      { onError: (error) => setProblem(error instanceof ApiError && error.message ? error.message : TEXTS.failed) },
    );
  };

  if (reset.isSuccess) {
    return (
      <main id="main" className="page page--narrow">
        <PageHeading eyebrow="Members" title="Reset password" />
        <Alert tone="success">{PASSWORD_RESET_TEXTS.done}</Alert>
        <p className="form__aside">
          <ButtonLink to="/login" block>
            Go to Login
          </ButtonLink>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="page page--narrow">
      <PageHeading eyebrow="Members" title="Reset password" lede="Choose a new password for your account." />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={TEXTS.rule}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Confirm new password"
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {problem && <Alert>{problem}</Alert>}
        <Button type="submit" block disabled={reset.isPending}>
          {reset.isPending ? "Saving…" : "Reset password"}
        </Button>
      </form>
    </main>
  );
}
