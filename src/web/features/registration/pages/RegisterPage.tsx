import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { LIMITS, MEMBER_TYPES, type MemberType } from "../../../../shared/member-limits.ts";
import { REGISTRATION_TEXTS } from "../../../../shared/texts/registration.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { REGISTRATION_COPY as COPY } from "../../../content/registration.ts";
import { ApiError } from "../../../lib/api.ts";
import { useRegister } from "../api/register.ts";
import { useRegistrationToken } from "../api/validate-token.ts";

const PASSWORD_RULE = COPY.passwordRule(LIMITS.passwordMin, LIMITS.passwordMax);

/** /register/:token (docs/product/screens.md#registration): loading, then the form for the invited email, or why the link does not work. */
export function RegisterPage() {
  const { token = "" } = useParams();
  const invitation = useRegistrationToken(token);

  if (invitation.isPending) {
    return (
      <main id="main" className="page page--narrow" aria-busy="true">
        <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} />
        <p role="status">{COPY.checking}</p>
      </main>
    );
  }
  if (invitation.isError) {
    const invalid =
      invitation.error instanceof ApiError && (invitation.error.status === 404 || invitation.error.status === 400);
    return (
      <main id="main" className="page page--narrow">
        <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} />
        <Alert>{invalid ? REGISTRATION_TEXTS.invalidToken : COPY.checkFailed}</Alert>
        <p className="form__aside">
          <ButtonLink to="/login" variant="quiet">
            {COPY.goToLogin}
          </ButtonLink>
        </p>
      </main>
    );
  }
  return (
    <RegisterForm
      token={token}
      email={invitation.data.email}
      type={invitation.data.type}
      applicantName={invitation.data.name}
    />
  );
}

/** The form; the name starts as the one she gave when she applied (none for a direct invitation), hers to change. */
function RegisterForm({
  token,
  email,
  type,
  applicantName,
}: {
  token: string;
  email: string;
  type: MemberType;
  applicantName: string | null;
}) {
  const register = useRegister();
  const [name, setName] = useState(applicantName ?? "");
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
        // The answer started her session: a fresh load of her home page starts the app signed in, with nothing
        // cached from the visitor she was a moment ago.
        onSuccess: () => window.location.replace("/home"),
        onError: (error) => setProblem(error instanceof ApiError ? error.message || COPY.failed : COPY.error),
      },
    );
  };

  return (
    <main id="main" className="page page--narrow">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label={COPY.email} type="email" name="email" value={email} disabled readOnly />
        <SelectField
          label={COPY.type}
          name="type"
          value={type}
          disabled
          options={MEMBER_TYPES.map((value) => ({ value, label: value }))}
        />
        <Field
          label={COPY.name}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label={COPY.password}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_RULE}
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
        <Button type="submit" block disabled={register.isPending}>
          {register.isPending ? COPY.creating : COPY.create}
        </Button>
      </form>
    </main>
  );
}
