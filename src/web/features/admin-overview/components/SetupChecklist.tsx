import { Link } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { CLUB_SETTINGS_COPY } from "../../../content/club-settings.ts";
import { useSetupChecklist } from "../api/get-setup-checklist.ts";

const COPY = CLUB_SETTINGS_COPY.checklist;

/** The first-run checklist: each step ticks itself from facts the server checks (the tiers' fees among them). */
export function SetupChecklist() {
  const checklist = useSetupChecklist();
  if (checklist.isError) return <Alert>{COPY.loadFailed}</Alert>;
  if (!checklist.data) return null;
  return (
    <section className="setup-checklist" aria-labelledby="setup-checklist-title">
      <h2 id="setup-checklist-title" className="caps-heading">
        {COPY.title}
      </h2>
      <ol className="setup-checklist__steps">
        {checklist.data.steps.map((step) => {
          const words = COPY.steps[step.key];
          return (
            <li key={step.key} className={`setup-checklist__step${step.done ? " setup-checklist__step--done" : ""}`}>
              <span className="setup-checklist__mark" aria-hidden="true">
                {step.done ? "✓" : "○"}
              </span>
              <span className="setup-checklist__label">{words.label}</span>
              <span className="visually-hidden">{step.done ? COPY.done : COPY.todo}</span>
              <Link to={words.to} className="setup-checklist__link">
                {words.link}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
