import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { safeNextPath } from "../../../../shared/safe-next.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { AUTH_COPY } from "../../../content/auth.ts";
import { ApiError } from "../../../lib/api.ts";
import { usePublicConfig } from "../../../lib/public-config.ts";
import { useLogin } from "../api/login.ts";
import { authStatusKey } from "../api/get-auth-status.ts";

// Only members with a second factor need its form: it loads once the password is accepted (the page's budget).
const SecondFactorForm = lazy(() =>
  import("../components/SecondFactorForm.tsx").then((module) => ({ default: module.SecondFactorForm })),
);

const COPY = AUTH_COPY.login;

export function LoginPage() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  // The passkey call and the browser's WebAuthn library load on the press, never with the page (its budget).
  const passkey = useMutation({
    mutationFn: () => import("../api/sign-in-with-passkey.ts").then((module) => module.signInWithPasskey()),
    onSuccess: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: authStatusKey });
    },
  });
  const config = usePublicConfig();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // "Login with Google" comes back here when the member has a second factor to give (the server names its methods).
  const askedByProvider = params.get("second-factor");
  const [secondFactor, setSecondFactor] = useState<"asked" | "expired" | null>(askedByProvider ? "asked" : null);
  const [methods, setMethods] = useState<string[]>(askedByProvider?.split(",") ?? []);
  const next = safeNextPath(params.get("next"));
  const failed = login.isError || params.get("error") === "oidc";
  // Too many attempts (429) says so, so that a member whose address is stopped knows to wait; anything else is "Login failed".
  const waitText = login.error instanceof ApiError && login.error.status === 429 ? login.error.message : null;

  // A member with a temporary password chooses a new one first (docs/product/limits.md#temporary-password).
  const enter = (mustChangePassword: boolean) =>
    void navigate(mustChangePassword ? "/settings" : (next ?? "/home"), { replace: true });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSecondFactor(null);
    login.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          if ("twoFactorRequired" in answer) {
            setMethods(answer.methods);
            setSecondFactor("asked");
          } else enter(answer.mustChangePassword);
        },
      },
    );
  };

  if (secondFactor === "asked")
    return (
      <Suspense>
        <SecondFactorForm
          methods={methods}
          onSignedIn={enter}
          onExpired={() => {
            setPassword("");
            setSecondFactor("expired");
          }}
        />
      </Suspense>
    );

  return (
    <main id="main" className="page page--narrow">
      <PageHeading eyebrow={AUTH_COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <form className="form" onSubmit={onSubmit} noValidate>
        {secondFactor === "expired" && <Alert>{COPY.signInExpired}</Alert>}
        {failed && !secondFactor && <Alert>{waitText ?? COPY.failed}</Alert>}
        <Field
          label={COPY.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label={COPY.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? COPY.submitting : COPY.submit}
        </Button>
        <p className="form__aside">
          <Link to="/forgot-password">{COPY.forgotPassword}</Link>
        </p>
      </form>
      <Button
        variant="quiet"
        block
        className="login__alt"
        disabled={passkey.isPending}
        onClick={() => passkey.mutate(undefined, { onSuccess: (answer) => enter(answer.mustChangePassword) })}
      >
        {COPY.withPasskey}
      </Button>
      {passkey.isError && <Alert>{COPY.passkeyFailed}</Alert>}
      {config.data?.oidcEnabled && (
        <a
          className="button button--quiet button--block login__alt"
          href={`/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ""}`}
        >
          {COPY.withGoogle}
        </a>
      )}
      <hr className="rule" />
      <div className="login__apply">
        <p>{COPY.notYetMember}</p>
        <ButtonLink to="/request" variant="quiet" block>
          {COPY.applyWithCode}
        </ButtonLink>
      </div>
    </main>
  );
}
