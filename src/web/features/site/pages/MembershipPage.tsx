import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SITE_COPY } from "../../../content/site.ts";

/**
 * /membership: the tiers. A tier's fee line is empty (and hidden) until the club sets it with MEMBERSHIP_FEES; the
 * server's pages carry the fees as a style block keyed by `data-tier` (server/plugins/membership-fees.ts).
 */
export function MembershipPage() {
  const { membership } = SITE_COPY;
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={SITE_COPY.clubName} title={membership.title} lede={membership.lede} />
      <div className="tiers">
        {membership.tiers.map((tier, index) => (
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
