import { lazy, Suspense } from "react";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { SITE_COPY } from "../../../content/site.ts";
import { useClubName } from "../../../lib/public-config.ts";
import { loadLiveTiers } from "../../membership/index.ts";

const LiveTiers = lazy(loadLiveTiers);

/** The copy's tiers, as prerendered: a fee line empty until known (MEMBERSHIP_FEES' style block fills it). */
function CopyTiers() {
  return SITE_COPY.membership.tiers.map((tier, index) => (
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
  ));
}

/**
 * /membership: the tiers. Prerendered with the copy's tiers; once the page runs it reads the tiers admins set
 * (GET /api/tiers, decision 44) and shows them, fees in the club's currency, so the page is never older than the
 * club's own figures (server/plugins/membership-fees.ts still serves visitors without scripts).
 */
export function MembershipPage() {
  const clubName = useClubName();
  const { membership } = SITE_COPY;
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={clubName} title={membership.title} lede={membership.lede} />
      <div className="tiers">
        <Suspense fallback={<CopyTiers />}>
          <LiveTiers fallback={<CopyTiers />} />
        </Suspense>
      </div>
      <p className="tiers__all">{membership.allTiers}</p>
      <ButtonLink to="/request">{membership.apply}</ButtonLink>
    </main>
  );
}
