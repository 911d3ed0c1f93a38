import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useForgotPassword } from "../api/forgot-password.ts";

const TEXTS = {
  required: "Please enter your email.",
  invalid: "Please enter a valid email address.",
  failed: "Error sending reset link.",
};

/** /forgot-password: asks for a reset link and shows the server's answer as it is (docs/product/screens.md#password-reset). */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return setProblem(TEXTS.required);
    // The check (and zod) load with the first submission, not with the page.
    const { emailSchema } = await import("../../../../shared/members.ts");
    if (!emailSchema.safeParse(email).success) return setProblem(TEXTS.invalid);
    setProblem(null);
    forgot.mutate(email.trim(), { onError: () => setProblem(TEXTS.failed) });
  };

  return (
    <main id="main" className="page page--narrow">
      <PageHeading
        eyebrow="Members"
        title="Forgot password"
        lede="Enter the email you use for the club and we will send you a link to choose a new password."
      />
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label="Email"
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
          {forgot.isPending ? "Sending…" : "Send reset link"}
        </Button>
        <p className="form__aside">
          <Link to="/login">Back to Login</Link>
        </p>
      </form>
    </main>
  );
}
