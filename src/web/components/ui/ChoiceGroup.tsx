import { useId } from "react";

interface ChoiceGroupProps {
  legend: string;
  /** Checkboxes choose several; radios choose one. */
  kind: "checkbox" | "radio";
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
  name?: string;
}

/** A fieldset of checkboxes or radios with a legend, laid out as touch-sized chips. */
export function ChoiceGroup({ legend, kind, options, selected, onChange, error, name }: ChoiceGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
  const toggle = (value: string, checked: boolean) => {
    if (kind === "radio") onChange([value]);
    else onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${groupName}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={kind}
              name={groupName}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${groupName}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
