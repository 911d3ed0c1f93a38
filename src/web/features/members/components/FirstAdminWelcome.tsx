import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "../../../../shared/members.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { MEMBERS_COPY } from "../../../content/members.ts";
import { authStatusKey } from "../../auth/index.ts";
import { useUpdateUser } from "../api/update-user.ts";
import { useSecurityStatus } from "../api/two-factor.ts";
import { PasswordForm } from "./PasswordForm.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

const COPY = MEMBERS_COPY.welcome;
const STEPS = ["name", "password", "factor"] as const;
type Step = (typeof STEPS)[number] | "done";

/** The name the first admin is created with (members/bootstrap.ts): never offered back to her as her own. */
const PLACEHOLDER_NAME = "Admin";

function NameStep({ user, onSaved }: { user: CurrentUser; onSaved: () => void }) {
  const update = useUpdateUser();
  const [name, setName] = useState(user.name === PLACEHOLDER_NAME ? "" : user.name);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setError(COPY.nameRequired);
    setError(undefined);
    update.mutate({ name: name.trim() }, { onSuccess: onSaved });
  };
  return (
    <section className="settings__section" aria-labelledby="welcome-name">
      <h2 id="welcome-name">{COPY.nameHeading}</h2>
      <p>{COPY.nameText}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label={COPY.nameLabel}
          name="name"
          autoComplete="name"
          required
          error={error}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {update.isError && <Alert>{COPY.nameFailed}</Alert>}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? COPY.savingName : COPY.saveName}
          </Button>
        </div>
      </form>
    </section>
  );
}

function FactorStep({ onDone }: { onDone: () => void }) {
  const security = useSecurityStatus();
  const queryClient = useQueryClient();
  // Her admin power begins with her factor: the dashboard's guard must read her status afresh.
  const finish = () => void queryClient.invalidateQueries({ queryKey: authStatusKey }).then(onDone);
  const hasFactor = Boolean(security.data && (security.data.totp || security.data.passkeys > 0));
  return (
    <section className="settings__section" aria-labelledby="welcome-factor">
      <h2 id="welcome-factor">{COPY.steps.factor}</h2>
      <p>{COPY.factorText}</p>
      {security.data && !security.data.required && <p>{COPY.factorOptional}</p>}
      <TwoFactorSection />
      {(hasFactor || security.data?.required === false) && (
        <div className="welcome__next">
          <Button type="button" variant={hasFactor ? "primary" : "quiet"} onClick={finish}>
            {hasFactor ? COPY.continue : COPY.skipFactor}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The first admin's first visit (docs/product/screens.md#welcome): signed in with the password printed at start, she
 * gives her name, chooses her own password and sets up a second factor, in that order, then goes to her dashboard.
 */
export function FirstAdminWelcome({ user }: { user: CurrentUser }) {
  const [step, setStep] = useState<Step>("name");
  const position = step === "done" ? STEPS.length : STEPS.indexOf(step);
  return (
    <main id="main" className="page settings welcome">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <ol className="welcome__steps" aria-label={COPY.stepsLabel}>
        {STEPS.map((key, index) => {
          const state = index < position ? "done" : index === position ? "current" : "next";
          return (
            <li
              key={key}
              className={`welcome__step welcome__step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="welcome__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>
                {COPY.steps[key]} <span className="visually-hidden">({COPY.stepState[state]})</span>
              </span>
            </li>
          );
        })}
      </ol>
      {step === "name" && <NameStep user={user} onSaved={() => setStep("password")} />}
      {step === "password" && (
        <>
          <p className="settings__must-change">{COPY.passwordText}</p>
          <PasswordForm onChanged={() => setStep("factor")} />
        </>
      )}
      {step === "factor" && <FactorStep onDone={() => setStep("done")} />}
      {step === "done" && (
        <section className="settings__section" aria-labelledby="welcome-done">
          <h2 id="welcome-done">{COPY.doneHeading}</h2>
          <p>{COPY.doneText}</p>
          <ButtonLink to="/admin">{COPY.toDashboard}</ButtonLink>
        </section>
      )}
    </main>
  );
}
