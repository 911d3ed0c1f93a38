const STEPS = [
  { step: 1, label: "Overview" },
  { step: 2, label: "Date & Location" },
] as const;

/** The dialog's two step headers; either can be clicked. */
export function StepHeaders({ step, onSelect }: { step: 1 | 2; onSelect: (step: 1 | 2) => void }) {
  return (
    <nav aria-label="Steps" className="event-steps">
      <ol>
        {STEPS.map((item) => (
          <li key={item.step}>
            <button
              type="button"
              className="event-steps__step"
              aria-current={item.step === step ? "step" : undefined}
              onClick={() => onSelect(item.step)}
            >
              <span className="event-steps__number" aria-hidden="true">
                {item.step}
              </span>
              <span>
                <span className="visually-hidden">Step {item.step}: </span>
                {item.label}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
