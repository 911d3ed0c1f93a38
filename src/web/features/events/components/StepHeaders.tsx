import type { Step } from "../lib/event-form.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

const STEPS = [
  { step: 1, label: EVENTS_COPY.steps.overview },
  { step: 2, label: EVENTS_COPY.steps.dateLocation },
  { step: 3, label: EVENTS_COPY.steps.seatsReplies },
] as const;

/** The dialog's step headers; any can be clicked. */
export function StepHeaders({ step, onSelect }: { step: Step; onSelect: (step: Step) => void }) {
  return (
    <nav aria-label={EVENTS_COPY.steps.label} className="event-steps">
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
                <span className="visually-hidden">{EVENTS_COPY.steps.prefix(item.step)}</span>
                {item.label}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
