import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SITE_COPY } from "../../../content/site.ts";
import { tierFee, tierPoints, usePublicTiers } from "../../membership/index.ts";

/**
 * /membership: the tiers. Prerendered with the copy's tiers (a fee line empty until known); once the page runs it
 * reads the tiers admins set (GET /api/tiers, decision 44) and shows them, fees in the club's currency, so the page is
 * never older than the club's own figures. MEMBERSHIP_FEES' style block (server/plugins/membership-fees.ts) still fills
 * the prerendered fee lines for visitors without scripts.
 */
export function MembershipPage() {
  const { membership } = SITE_COPY;
  const live = usePublicTiers().data;
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={SITE_COPY.clubName} title={membership.title} lede={membership.lede} />
      <div className="tiers">
        {live
          ? live.tiers.map((tier, index) => (
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
            ))
          : membership.tiers.map((tier, index) => (
              <section key={tier.name} className="tier" aria-labelledby={`tier-${index}`}>
                <h2 id={`tier-${index}`}>{tier.name}</h2>
                <p className="tier__fee" data-tier={tier.name}>
                  {tier.fee && <span>{tier.fee}</span>}
                </p>
                <ul className="ruled-list">
                  {tier.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </section>
            ))}
      </div>
      <p className="tiers__all">{membership.allTiers}</p>
      <ButtonLink to="/request">{membership.apply}</ButtonLink>
    </main>
  );
}
