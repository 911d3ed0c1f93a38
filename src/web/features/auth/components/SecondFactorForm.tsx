import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SECOND_FACTOR_COPY } from "../../../content/second-factor.ts";
import { ApiError } from "../../../lib/api.ts";
import { useLoginSecondFactor } from "../api/login-second-factor.ts";
import { useSignInWithPasskey } from "../api/sign-in-with-passkey.ts";

const CODE_FIELD = "second-factor-code";
const COPY = SECOND_FACTOR_COPY;

/** The login's second step (decision 28): the code from her authenticator app, or one of her recovery codes. */
export function SecondFactorForm({
  methods = ["totp", "recovery"],
  onSignedIn,
  onExpired,
}: {
  methods?: string[];
  onSignedIn: (mustChangePassword: boolean) => void;
  onExpired: () => void;
}) {
  const finish = useLoginSecondFactor();
  const passkey = useSignInWithPasskey();
  const withCode = methods.includes("totp");
  const [code, setCode] = useState("");
  // The password form is gone: the code's field takes the focus it had.
  useEffect(() => document.getElementById(CODE_FIELD)?.focus(), []);
  const error = finish.error instanceof ApiError ? finish.error : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return;
    finish.mutate(code, {
      onSuccess: (answer) => onSignedIn(answer.mustChangePassword),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) onExpired();
        else {
          setCode("");
          document.getElementById(CODE_FIELD)?.focus();
        }
      },
    });
  };

  return (
    <main id="main" className="page page--narrow">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={withCode ? COPY.ledeCode : COPY.ledePasskey} />
      {withCode && (
        <form className="form" onSubmit={onSubmit} noValidate>
          {error && <Alert>{error.message}</Alert>}
          <Field
            id={CODE_FIELD}
            label={COPY.code}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint={COPY.codeHint}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" block disabled={finish.isPending}>
            {finish.isPending ? COPY.submitting : COPY.submit}
          </Button>
        </form>
      )}
      {methods.includes("passkey") && (
        <Button
          variant={withCode ? "quiet" : "primary"}
          block
          className="login__alt"
          disabled={passkey.isPending}
          onClick={() => passkey.mutate(undefined, { onSuccess: (answer) => onSignedIn(answer.mustChangePassword) })}
        >
          {COPY.withPasskey}
        </Button>
      )}
      {passkey.isError && <Alert>{COPY.passkeyFailed}</Alert>}
    </main>
  );
}
