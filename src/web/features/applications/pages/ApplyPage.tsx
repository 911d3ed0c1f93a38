import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { APPLICATION_TEXTS } from "../../../../shared/application-options.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useSubmitApplication } from "../api/submit-application.ts";
import { useValidateCode } from "../api/validate-code.ts";
import { CodeStep } from "../components/CodeStep.tsx";
import { emptyDraft, STEPS, type ApplicationDraft } from "../components/draft.ts";
import type { StepProblem } from "../components/step-checks.ts";
import { WizardSteps } from "../components/WizardSteps.tsx";

const TEXTS = {
  codeRequired: "Please enter your invitation code.",
  codeCheckFailed: "Failed to validate code. Please try again later.",
  submissionFailed: "Submission failed.",
  submissionError: "Submission failed. Please try again.",
  submitted: "Application Submitted Successfully!",
};

const loadStepChecks = () => import("../components/step-checks.ts");
// The steps after the code, with their fields, load while the code is being checked: most visitors never get past it.
const loadApplicantStep = () => import("../components/ApplicantStep.tsx");
const loadDetailsStep = () => import("../components/DetailsStep.tsx");
const ApplicantStep = lazy(() => loadApplicantStep().then((module) => ({ default: module.ApplicantStep })));
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));

/** The club application wizard at /request (docs/product/screens.md#application-wizard): code, applicant, details, done. */
export function ApplyPage() {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const validateCode = useValidateCode();
  const submit = useSubmitApplication();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const change = (update: Partial<ApplicationDraft>) => setDraft((current) => ({ ...current, ...update }));
  const go = (next: number) => {
    setProblem(null);
    setStep(next);
    // The checks of the steps after the code (zod, and libphonenumber-js for the phone) load once the code is accepted.
    if (next === 1) void loadStepChecks();
  };

  const checkCode = () => {
    if (!draft.invitationCode.trim()) return setProblem({ message: TEXTS.codeRequired, fields: ["invitationCode"] });
    void loadApplicantStep();
    void loadDetailsStep();
    validateCode.mutate(draft.invitationCode.trim(), {
      onSuccess: (answer) =>
        answer.valid
          ? go(1)
          : setProblem({ message: answer.error || APPLICATION_TEXTS.invalidCode, fields: ["invitationCode"] }),
      onError: () => setProblem({ message: TEXTS.codeCheckFailed, fields: [] }),
    });
  };

  const sendApplication = async () => {
    const { checkSubmission } = await loadStepChecks();
    const checked = checkSubmission(draft);
    if ("problem" in checked) return setProblem(checked.problem);
    submit.mutate(checked.application, {
      onSuccess: () => {
        setDraft(emptyDraft);
        go(3);
      },
      onError: (error) =>
        setProblem({
          message: error instanceof ApiError ? error.message || TEXTS.submissionFailed : TEXTS.submissionError,
          fields: [],
        }),
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) return checkCode();
    if (step === 1) {
      const found = (await loadStepChecks()).checkApplicant(draft);
      return found ? setProblem(found) : go(2);
    }
    await sendApplication();
  };

  const busy = validateCode.isPending || submit.isPending;
  const invalid = problem?.fields ?? [];
  return (
    <main id="main" className="page wizard">
      <PageHeading
        eyebrow="Membership by invitation"
        title="Apply to join"
        lede="Four short steps. We read every application personally."
      />
      <WizardSteps step={step} />
      <section className="wizard__panel">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="wizard__title">
          {step === 3 ? TEXTS.submitted : STEPS[step]}
        </h2>
        {step === 3 ? (
          <div className="wizard__done">
            <p>Thank you. Our membership committee will read your application and write to you by email.</p>
            <ButtonLink to="/login">Back to Login</ButtonLink>
          </div>
        ) : (
          <form className="form" onSubmit={onSubmit} noValidate>
            {step === 0 && <CodeStep draft={draft} onChange={change} invalid={invalid.includes("invitationCode")} />}
            <Suspense fallback={null}>
              {step === 1 && <ApplicantStep draft={draft} onChange={change} invalid={invalid} />}
              {step === 2 && <DetailsStep draft={draft} onChange={change} invalid={invalid} />}
            </Suspense>
            {problem && <Alert>{problem.message}</Alert>}
            <div className="wizard__actions">
              <Button variant="quiet" disabled={step === 0 || busy} onClick={() => go(step - 1)}>
                Back
              </Button>
              <Button type="submit" disabled={busy}>
                {step === 2
                  ? submit.isPending
                    ? "Submitting…"
                    : "Submit Application"
                  : validateCode.isPending
                    ? "Checking…"
                    : "Next"}
              </Button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
