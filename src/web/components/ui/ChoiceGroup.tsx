import { useId } from "react";

interface ChoiceOption {
  value: string;
  label: string;
  /** Lines under the label (a card's fee and words), read as the choice's description. */
  detail?: readonly string[];
}

interface ChoiceGroupProps {
  legend: string;
  /** Checkboxes choose several; radios choose one. */
  kind: "checkbox" | "radio";
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
  /** A line under the legend, read as the group's description. */
  hint?: string | undefined;
  name?: string;
}

/** A fieldset of checkboxes or radios with a legend (and a hint), laid out as touch-sized chips or cards. */
export function ChoiceGroup({ legend, kind, options, selected, onChange, error, hint, name }: ChoiceGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
  const toggle = (value: string, checked: boolean) => {
    if (kind === "radio") onChange([value]);
    else onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };
  // Options with details are cards, one a line; others are chips side by side.
  const cards = options.some((option) => option.detail !== undefined);
  const described = [hint && `${groupName}-hint`, error && `${groupName}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="choice-group" aria-describedby={described || undefined}>
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={`${groupName}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className={cards ? "choice-group__options choice-group__options--cards" : "choice-group__options"}>
        {options.map((option, index) => {
          const id = `${generated}-${index}`;
          const lines = option.detail?.filter(Boolean) ?? [];
          return (
            <label key={option.value} className={cards ? "choice choice--card" : "choice"}>
              <input
                type={kind}
                name={groupName}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                {...(cards
                  ? {
                      "aria-labelledby": `${id}-label`,
                      "aria-describedby": lines.map((_, line) => `${id}-detail-${line}`).join(" ") || undefined,
                    }
                  : {})}
              />
              {cards ? (
                <span className="choice__text">
                  <span id={`${id}-label`} className="choice__label">
                    {option.label}
                  </span>
                  {lines.map((line, at) => (
                    <span key={at} id={`${id}-detail-${at}`} className="choice__detail">
                      {line}
                    </span>
                  ))}
                </span>
              ) : (
                <span>{option.label}</span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${groupName}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
