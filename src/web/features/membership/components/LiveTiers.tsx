import type { ReactNode } from "react";
import { tierFee } from "../../../lib/tier-fee.ts";
import { tierPoints, usePublicTiers } from "../api/tiers.ts";

/** The tiers admins set (GET /api/tiers), in a chunk of their own; `fallback` until they arrive. */
export default function LiveTiers({ fallback }: { fallback: ReactNode }) {
  const live = usePublicTiers().data;
  if (!live) return fallback;
  return live.tiers.map((tier, index) => (
    <section key={tier.id} className="tier" aria-labelledby={`tier-${index}`}>
      <h2 id={`tier-${index}`}>{tier.name}</h2>
      <p className="tier__fee tier__fee--live">
        <span>{tierFee(tier, live.currency)}</span>
      </p>
      {tier.description && <p>{tier.description}</p>}
      <ul className="ruled-list">
        {tierPoints(tier, live.currency).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  ));
}
