import type { SeriesScope } from "../../../../shared/event-series.ts";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";

const SCOPES = [
  { value: "this", label: "This event" },
  { value: "following", label: "This and following events" },
];

/** For an event of a series: whether a change reaches it alone or the later dates too. */
export function ScopeChoice({
  legend,
  scope,
  onChange,
}: {
  legend: string;
  scope: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  return (
    <ChoiceGroup
      legend={legend}
      kind="radio"
      options={SCOPES}
      selected={[scope]}
      onChange={([value]) => onChange(value as SeriesScope)}
    />
  );
}
