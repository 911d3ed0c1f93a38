import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { SIGN_IN_LINK_TEXTS } from "../../../../shared/texts/sign-in-link.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SIGN_IN_LINK_COPY } from "../../../content/sign-in-link.ts";
import { ApiError } from "../../../lib/api.ts";
import { useSignInWithLink } from "../api/sign-in-with-link.ts";
import { SecondFactorForm } from "../components/SecondFactorForm.tsx";

/**
 * /sign-in/:token: the one-time link emailed when an account is under attack. Opening it uses nothing (a mail scanner
 * may open it first); the member's press of the button signs her in.
 */
export function SignInLinkPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const [secondFactor, setSecondFactor] = useState(false);
  const enter = (mustChangePassword: boolean) =>
    void navigate(mustChangePassword ? "/settings" : "/home", { replace: true });

  const onSignIn = () =>
    signIn.mutate(token, {
      onSuccess: (answer) => {
        if ("twoFactorRequired" in answer) setSecondFactor(true);
        else enter(answer.mustChangePassword);
      },
    });

  // The link stands in for the password only: a member with a second factor gives it too.
  if (secondFactor) return <SecondFactorForm onSignedIn={enter} onExpired={() => void navigate("/login")} />;

  return (
    <main id="main" className="page page--narrow">
      <PageHeading eyebrow={SIGN_IN_LINK_COPY.eyebrow} title={SIGN_IN_LINK_COPY.title} lede={SIGN_IN_LINK_COPY.lede} />
      {signIn.isError ? (
        <>
          <Alert>
            {signIn.error instanceof ApiError && signIn.error.status === 400
              ? SIGN_IN_LINK_TEXTS.invalid
              : SIGN_IN_LINK_COPY.failed}
          </Alert>
          <p className="form__aside">
            <ButtonLink to="/login" block>
              {SIGN_IN_LINK_COPY.goToLogin}
            </ButtonLink>
          </p>
        </>
      ) : (
        <Button type="button" block disabled={signIn.isPending} onClick={onSignIn}>
          {signIn.isPending ? SIGN_IN_LINK_COPY.submitting : SIGN_IN_LINK_COPY.submit}
        </Button>
      )}
    </main>
  );
}
