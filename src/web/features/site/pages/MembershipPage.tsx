import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { site } from "../../../content/site.ts";

export function MembershipPage() {
  const { membership } = site;
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={site.clubName} title={membership.title} lede={membership.lede} />
      <div className="tiers">
        {membership.tiers.map((tier) => (
          <section key={tier.name} className="tier" aria-labelledby={`tier-${tier.name}`}>
            <h2 id={`tier-${tier.name}`}>{tier.name}</h2>
            <p className="tier__fee">{tier.fee}</p>
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
