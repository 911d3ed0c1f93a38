import { useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { LIMITS, MEMBER_TYPES, type MemberType } from "../../../../shared/member-limits.ts";
import { REGISTRATION_TEXTS } from "../../../../shared/registration-texts.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useRegister } from "../api/register.ts";
import { useRegistrationToken } from "../api/validate-token.ts";

const TEXTS = {
  checkFailed: "Error verifying token. Please try again later.",
  failed: "Error creating account.",
  error: "Error creating account. Please try again later.",
};

const PASSWORD_RULE = `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters, and not a commonly used password.`;

/** /register/:token (docs/product/screens.md#registration): loading, then the form for the invited email, or why the link does not work. */
export function RegisterPage() {
  const { token = "" } = useParams();
  const invitation = useRegistrationToken(token);

  if (invitation.isPending) {
    return (
      <main id="main" className="page page--narrow" aria-busy="true">
        <PageHeading eyebrow="Welcome" title="Register" />
        <p role="status">Checking your invitation…</p>
      </main>
    );
  }
  if (invitation.isError) {
    const invalid =
      invitation.error instanceof ApiError && (invitation.error.status === 404 || invitation.error.status === 400);
    return (
      <main id="main" className="page page--narrow">
        <PageHeading eyebrow="Welcome" title="Register" />
        <Alert>{invalid ? REGISTRATION_TEXTS.invalidToken : TEXTS.checkFailed}</Alert>
        <p className="form__aside">
          <ButtonLink to="/login" variant="quiet">
            Go to Login
          </ButtonLink>
        </p>
      </main>
    );
  }
  return <RegisterForm token={token} email={invitation.data.email} type={invitation.data.type} />;
}

function RegisterForm({ token, email, type }: { token: string; email: string; type: MemberType }) {
  const navigate = useNavigate();
  const register = useRegister();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(REGISTRATION_TEXTS.nameRequired);
    if (!type) return setProblem(REGISTRATION_TEXTS.typeRequired);
    if (password !== confirmation) return setProblem(REGISTRATION_TEXTS.passwordsDiffer);
    setProblem(null);
    register.mutate(
      { token, name: name.trim(), password, type },
      {
        onSuccess: () => void navigate("/login", { replace: true }),
        onError: (error) => setProblem(error instanceof ApiError ? error.message || TEXTS.failed : TEXTS.error),
      },
    );
  };

  return (
    <main id="main" className="page page--narrow">
      <PageHeading
        eyebrow="Welcome"
        title="Register"
        lede="Your invitation has been accepted. Choose how the club will know you."
      />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Email" type="email" name="email" value={email} disabled readOnly />
        <SelectField
          label="Account type"
          name="type"
          value={type}
          disabled
          options={MEMBER_TYPES.map((value) => ({ value, label: value }))}
        />
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_RULE}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Confirm password"
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {problem && <Alert>{problem}</Alert>}
        <Button type="submit" block disabled={register.isPending}>
          {register.isPending ? "Creating your account…" : "Create account"}
        </Button>
      </form>
    </main>
  );
}
