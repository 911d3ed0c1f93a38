import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { PASSWORD_RESET_COPY } from "../../../content/password-reset.ts";
import { useForgotPassword } from "../api/forgot-password.ts";

const COPY = PASSWORD_RESET_COPY.forgotPassword;

/** /forgot-password: asks for a reset link and shows the server's answer as it is (docs/product/screens.md#password-reset). */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return setProblem(COPY.required);
    // The check (and zod) load with the first submission, not with the page.
    const { emailSchema } = await import("../../../../shared/members.ts");
    if (!emailSchema.safeParse(email).success) return setProblem(COPY.invalid);
    setProblem(null);
    forgot.mutate(email.trim(), { onError: () => setProblem(COPY.failed) });
  };

  return (
    <main id="main" className="page page--narrow">
      <PageHeading eyebrow={PASSWORD_RESET_COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          error={problem ?? undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {forgot.isSuccess && <Alert tone="success">{forgot.data}</Alert>}
        <Button type="submit" block disabled={forgot.isPending}>
          {forgot.isPending ? COPY.submitting : COPY.submit}
        </Button>
        <p className="form__aside">
          <Link to="/login">{COPY.backToLogin}</Link>
        </p>
      </form>
    </main>
  );
}
