import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { APPLICATION_TEXTS } from "../../../../shared/texts/applications.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { APPLICATIONS_COPY as COPY } from "../../../content/applications.ts";
import { ApiError } from "../../../lib/api.ts";
import { useSubmitApplication } from "../api/submit-application.ts";
import { useValidateCode } from "../api/validate-code.ts";
import { CodeStep } from "../components/CodeStep.tsx";
import { emptyDraft, type ApplicationDraft } from "../components/draft.ts";
import type { StepProblem } from "../components/step-checks.ts";
import { WizardSteps } from "../components/WizardSteps.tsx";

const loadStepChecks = () => import("../components/step-checks.ts");
// The steps after the code, with their fields, load while the code is being checked: most visitors never get past it.
const loadApplicantStep = () => import("../components/ApplicantStep.tsx");
const loadDetailsStep = () => import("../components/DetailsStep.tsx");
const ApplicantStep = lazy(() => loadApplicantStep().then((module) => ({ default: module.ApplicantStep })));
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));

/** The club application wizard at /request (docs/product/screens.md#application-wizard): code, applicant, details, then "submitted". */
export function ApplyPage() {
  const [step, setStep] = useState(0);
  // A shared link (/request?code=…) brings its invitation code along; a member's personal one, her friend's address too.
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<ApplicationDraft>(() => ({
    ...emptyDraft,
    invitationCode: params.get("code") ?? "",
    email: params.get("email") ?? "",
  }));
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
    const code = draft.invitationCode.trim();
    const codeProblem = (message: string) => setProblem({ message, fields: ["invitationCode"] });
    if (!code) return codeProblem(APPLICATION_TEXTS.enterCode);
    void loadApplicantStep();
    void loadDetailsStep();
    validateCode.mutate(code, {
      onSuccess: (answer) => (answer.valid ? go(1) : codeProblem(answer.error || APPLICATION_TEXTS.invalidCode)),
      onError: () => setProblem({ message: COPY.codeCheckFailed, fields: [] }),
    });
  };

  const sendApplication = async () => {
    const { checkSubmission } = await loadStepChecks();
    const checked = await checkSubmission(draft);
    if ("problem" in checked) return setProblem(checked.problem);
    submit.mutate(checked.application, {
      onSuccess: () => {
        setDraft(emptyDraft);
        go(3);
      },
      onError: (error) =>
        setProblem({
          message: error instanceof ApiError ? error.message || COPY.submitFailed : COPY.submitError,
          fields: [],
        }),
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) return checkCode();
    if (step === 1) {
      const found = await (await loadStepChecks()).checkApplicant(draft);
      return found ? setProblem(found) : go(2);
    }
    await sendApplication();
  };

  const busy = validateCode.isPending || submit.isPending;
  const invalid = problem?.fields ?? [];
  return (
    <main id="main" className="page wizard">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.title} lede={COPY.lede} />
      <WizardSteps step={step} />
      <section className="wizard__panel">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="wizard__title">
          {step === 3 ? COPY.submittedTitle : COPY.steps[step]}
        </h2>
        {step === 3 ? (
          <div className="wizard__done">
            <p>{COPY.submittedText}</p>
            <ButtonLink to="/">{COPY.backHome}</ButtonLink>
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
                {COPY.back}
              </Button>
              <Button type="submit" disabled={busy}>
                {step === 2
                  ? submit.isPending
                    ? COPY.submitting
                    : COPY.submit
                  : validateCode.isPending
                    ? COPY.checking
                    : COPY.next}
              </Button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
