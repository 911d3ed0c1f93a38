import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { LIMITS } from "../../../../shared/member-limits.ts";
import { PASSWORD_RESET_TEXTS } from "../../../../shared/texts/password-reset.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { PASSWORD_RESET_COPY } from "../../../content/password-reset.ts";
import { ApiError } from "../../../lib/api.ts";
import { useResetPassword } from "../api/reset-password.ts";

const COPY = PASSWORD_RESET_COPY.resetPassword;

/** /reset-password/:token: the form, then "Password has been reset successfully." with Go to Login (docs/product/screens.md#password-reset). */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) return setProblem(COPY.differ);
    if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax)
      return setProblem(COPY.length(LIMITS.passwordMin, LIMITS.passwordMax));
    setProblem(null);
    reset.mutate(
      { token, newPassword: password },
      { onError: (error) => setProblem(error instanceof ApiError && error.message ? error.message : COPY.failed) },
    );
  };

  if (reset.isSuccess) {
    return (
      <main id="main" className="page page--narrow">
        <PageHeading eyebrow={PASSWORD_RESET_COPY.eyebrow} title={COPY.title} />
        <Alert tone="success">{PASSWORD_RESET_TEXTS.done}</Alert>
        <p className="form__aside">
          <ButtonLink to="/login" block>
            {PASSWORD_RESET_COPY.goToLogin}
          </ButtonLink>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="page page--narrow">
      <PageHeading eyebrow={PASSWORD_RESET_COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.newPassword}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={COPY.rule(LIMITS.passwordMin, LIMITS.passwordMax)}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label={COPY.confirmation}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {problem && <Alert>{problem}</Alert>}
        <Button type="submit" block disabled={reset.isPending}>
          {reset.isPending ? COPY.submitting : COPY.submit}
        </Button>
      </form>
    </main>
  );
}
