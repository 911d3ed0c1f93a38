import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { NEW_WINDOW, type WindowForm } from "../lib/stay-form.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

const COPY = STAYS_COPY.windows;

const NIGHT_LIMITS = [
  ["min", COPY.min],
  ["max", COPY.max],
] as const;

/** The form's availability windows: each one's dates and night limits, removed one by one, and more added. */
export function AvailabilityWindows({
  windows,
  today,
  onChange,
}: {
  windows: WindowForm[];
  today: string;
  onChange: (windows: WindowForm[]) => void;
}) {
  const setWindow = (index: number, key: keyof WindowForm, value: string) =>
    onChange(windows.map((w, i) => (i === index ? { ...w, [key]: value } : w)));
  return (
    <section className="stay-form__section" role="group" aria-labelledby="stay-availability-heading">
      <h2 id="stay-availability-heading">{STAYS_COPY.common.availability}</h2>
      {windows.map((w, index) => (
        <div key={index} className="stay-form__window">
          {(["from", "to"] as const).map((key) => (
            <Field
              key={key}
              label={COPY.field(index + 1, COPY[key])}
              type="date"
              min={key === "from" ? today : w.from || today}
              value={w[key]}
              onChange={(e) => setWindow(index, key, e.target.value)}
            />
          ))}
          {NIGHT_LIMITS.map(([key, name]) => (
            <Field
              key={key}
              label={COPY.field(index + 1, name)}
              type="number"
              min={1}
              max={365}
              value={w[key]}
              onChange={(e) => setWindow(index, key, e.target.value)}
            />
          ))}
          <Button variant="quiet" onClick={() => onChange(windows.filter((_, i) => i !== index))}>
            {COPY.remove(index + 1)}
          </Button>
        </div>
      ))}
      <Button variant="quiet" onClick={() => onChange([...windows, NEW_WINDOW])}>
        {COPY.add}
      </Button>
    </section>
  );
}
