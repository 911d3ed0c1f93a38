import type { Application, ApplicationSponsor } from "../../../../shared/application-review.ts";
import { APPLICATIONS_REVIEW_COPY } from "../../../content/applications-review.ts";
import { statusOf } from "../csv.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useClubTiers } from "../api/decide-application.ts";

const COPY = APPLICATIONS_REVIEW_COPY.card;
const NA = COPY.missing;
const orNA = (value: string | null | undefined) => (value && value.trim() ? value : NA);

/** One application with every field of docs/product/screens.md#admin-pages ("N/A" where missing) and, for a Travel Host, the properties. */
export function ApplicationCard({ application }: { application: Application }) {
  const dates = useClubDates();
  const tiers = useClubTiers().data?.tiers;
  // The tier's name as the wizard showed it; its id while the tiers load, or if admins have since removed it.
  const tierName = (id: string) => tiers?.find((tier) => tier.id === id)?.name ?? id;
  const rows: Array<[string, string]> = [
    [COPY.email, application.email],
    [COPY.phone, orNA(application.phone)],
    [COPY.membershipType, application.membership_type],
    [COPY.tier, application.membership_tier ? tierName(application.membership_tier) : NA],
    [COPY.submitted, dates.day(application.created_at)],
    [COPY.availability, orNA(application.availability)],
    [COPY.interests, application.interests.length ? application.interests.join(", ") : NA],
    [COPY.reason, orNA(application.reason)],
    [COPY.referral, orNA(application.referral)],
    [COPY.comments, orNA(application.comments)],
  ];
  const status = statusOf(application.accepted);
  return (
    <article className="application-card" aria-labelledby={`application-${application.id}`}>
      <header className="application-card__header">
        <h2 id={`application-${application.id}`}>{orNA(application.full_name)}</h2>
        <span className="application-card__status" data-status={status}>
          {APPLICATIONS_REVIEW_COPY.status[status]}
        </span>
      </header>
      {application.invited_by && (
        <p className="application-card__invited-by">{COPY.invitedBy(application.invited_by.name)}</p>
      )}
      {application.sponsor && <SponsorOf sponsor={application.sponsor} />}
      <dl className="application-card__fields">
        {rows.map(([label, value]) => (
          <div key={label} className="application-card__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="application-card__votes" aria-label={COPY.votes}>
        <h3>{COPY.votes}</h3>
        {application.votes.length === 0 ? (
          <p>{COPY.noVotes}</p>
        ) : (
          <ul>
            {application.votes.map((vote) => (
              <li key={vote.admin_id} data-vote={vote.vote}>
                <strong>{vote.admin_name}</strong> {COPY.vote[vote.vote]}{" "}
                <span className="application-card__vote-day">{COPY.votedOn(dates.day(vote.created_at))}</span>
                {vote.note && <q className="application-card__vote-note">{vote.note}</q>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {application.membership_type === "Travel Host" && (
        <section className="application-card__properties" aria-label={COPY.properties}>
          <h3>{COPY.properties}</h3>
          {application.properties.length === 0 ? (
            <p>{COPY.noProperties}</p>
          ) : (
            application.properties.map((property, index) => (
              <dl key={index} className="application-card__property">
                <div>
                  <dt>{COPY.address}</dt>
                  <dd>{orNA(property.address)}</dd>
                </div>
                <div>
                  <dt>{COPY.type}</dt>
                  <dd>{orNA(property.type)}</dd>
                </div>
                <div>
                  <dt>{COPY.description}</dt>
                  <dd>{orNA(property.description)}</dd>
                </div>
                <div>
                  <dt>{COPY.availability}</dt>
                  <dd>{orNA(property.availability)}</dd>
                </div>
              </dl>
            ))
          )}
        </section>
      )}
    </article>
  );
}

/** Her sponsor (decision 0068): who, and how far her answer has come, with her words once she confirmed. */
function SponsorOf({ sponsor }: { sponsor: ApplicationSponsor }) {
  const who = sponsor.name ?? sponsor.email ?? NA;
  const state = sponsor.via === "invitation" ? COPY.sponsorByInvitation : COPY.sponsorState[sponsor.state];
  return (
    <section className="application-card__sponsor" aria-label={COPY.sponsor} data-state={sponsor.state}>
      <h3>{COPY.sponsor}</h3>
      <p>
        <strong>{who}</strong>
        {sponsor.name && sponsor.email && sponsor.via === "named" ? ` (${sponsor.email})` : ""}: {state}
      </p>
      {sponsor.words && <blockquote className="application-card__sponsor-words">{sponsor.words}</blockquote>}
    </section>
  );
}
