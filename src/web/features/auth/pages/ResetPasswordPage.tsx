import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { LIMITS } from "../../../../shared/member-limits.ts";
import { PASSWORD_RESET_TEXTS } from "../../../../shared/texts/password-reset.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { PASSWORD_RESET_COPY } from "../../../content/password-reset.ts";
import { ApiError } from "../../../lib/api.ts";
import { authStatusQuery } from "../api/get-auth-status.ts";
import { useResetPassword } from "../api/reset-password.ts";

const COPY = PASSWORD_RESET_COPY.resetPassword;

// Loaded once the reset is done, never with the page (its budget): the second factor's form when one is left to
// give, then the review of her sign-in methods (decision 33).
const SecondFactorForm = lazy(() =>
  import("../components/SecondFactorForm.tsx").then((module) => ({ default: module.SecondFactorForm })),
);
const ReviewSignInMethods = lazy(() =>
  import("../../members/index.ts").then((module) => ({ default: module.ReviewSignInMethods })),
);
/** Any of her factors may finish the sign-in the reset began; the form offers both ways. */
const ANY_FACTOR = ["totp", "recovery", "passkey"];

/** /reset-password/:token: the form, then "Password has been reset successfully." with Go to Login (docs/product/screens.md#password-reset). */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // After the reset: who she is now is asked again (the reset signs her in, or waits for her second factor).
  const [after, setAfter] = useState<"checking" | "second-factor" | "review" | "login">("checking");
  const queryClient = useQueryClient();
  const whoNow = async () => {
    const status = await queryClient.fetchQuery({ ...authStatusQuery, staleTime: 0 }).catch(() => null);
    setAfter(status?.authenticated ? "review" : status ? "second-factor" : "login");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) return setProblem(COPY.differ);
    if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax)
      return setProblem(COPY.length(LIMITS.passwordMin, LIMITS.passwordMax));
    setProblem(null);
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => void whoNow(),
        onError: (error) => setProblem(error instanceof ApiError && error.message ? error.message : COPY.failed),
      },
    );
  };

  if (reset.isSuccess) {
    if (after === "second-factor")
      return (
        <Suspense>
          <SecondFactorForm methods={ANY_FACTOR} onSignedIn={() => void whoNow()} onExpired={() => setAfter("login")} />
        </Suspense>
      );
    return (
      <main id="main" className="page page--narrow">
        <PageHeading eyebrow={PASSWORD_RESET_COPY.eyebrow} title={COPY.title} />
        {/* The server's words: that it is done, and which sign-in methods it removed with it. */}
        <Alert tone="success">{reset.data || PASSWORD_RESET_TEXTS.done}</Alert>
        {after === "review" && (
          <Suspense>
            <ReviewSignInMethods />
          </Suspense>
        )}
        {after === "login" && (
          <p className="form__aside">
            <ButtonLink to="/login" block>
              {PASSWORD_RESET_COPY.goToLogin}
            </ButtonLink>
          </p>
        )}
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
