import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { usePublicTiers } from "../api/tiers.ts";

/** A checkbox for each tier the club sells (GET /api/tiers), e.g. the club settings' tiers that may invite (decision 0057). */
export function TierChoice({
  legend,
  name,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  selected: string[];
  onChange: (tiers: string[]) => void;
}) {
  const tiers = usePublicTiers();
  if (!tiers.data) return null;
  return (
    <ChoiceGroup
      legend={legend}
      kind="checkbox"
      name={name}
      options={tiers.data.tiers.map((tier) => ({ value: tier.id, label: tier.name }))}
      selected={selected}
      onChange={onChange}
    />
  );
}
