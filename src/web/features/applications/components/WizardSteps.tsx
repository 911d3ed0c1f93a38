import { APPLICATIONS_COPY } from "../../../content/applications.ts";

/** The three steps an applicant fills in, as an ordered list (all done once the application is in); the current one is marked for screen readers. */
export function WizardSteps({ step }: { step: number }) {
  return (
    <ol className="wizard__steps" aria-label={APPLICATIONS_COPY.stepsLabel}>
      {APPLICATIONS_COPY.steps.map((label, index) => (
        <li
          key={label}
          className="wizard__step"
          data-state={index < step ? "done" : index === step ? "current" : "todo"}
          aria-current={index === step ? "step" : undefined}
        >
          <span className="wizard__step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="wizard__step-label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
