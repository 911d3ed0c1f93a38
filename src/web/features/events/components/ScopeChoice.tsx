import { useId } from "react";
import type { SeriesScope } from "../../../../shared/event-series.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

const SCOPES: { value: SeriesScope; label: string }[] = [
  { value: "this", label: EVENTS_COPY.scope.this },
  { value: "following", label: EVENTS_COPY.scope.following },
];

/** For an event of a series: whether a change reaches it alone or the later dates too (radios as ChoiceGroup draws them). */
export function ScopeChoice({
  legend,
  scope,
  onChange,
}: {
  legend: string;
  scope: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {SCOPES.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={scope === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
