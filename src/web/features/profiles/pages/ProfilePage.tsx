import { Link, useParams, useSearchParams } from "react-router";
import { MemberMessaging } from "../../conversations/index.ts";
import type { Profile } from "../../../../shared/profiles.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { PROFILES_COPY } from "../../../content/profiles.ts";
import { ApiError } from "../../../lib/api.ts";
import { useProfile } from "../api/profiles.ts";
import { Avatar } from "../index.ts";
import { ProfileSection } from "../components/ProfileSection.tsx";
import { useClubDates } from "../../../lib/club-dates.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

const COPY = PROFILES_COPY.profile;
const LABELS = PROFILES_COPY.fieldLabels;

const linkLabel = (href: string) => {
  const url = new URL(href);
  return url.hostname.endsWith("linkedin.com") ? COPY.linkedIn : url.hostname.replace(/^www\./, "");
};

function Facts({ profile }: { profile: Profile }) {
  const dates = useClubDates();
  const facts: [string, React.ReactNode][] = [];
  if (profile.ask_me_about) facts.push([LABELS.ask_me_about, profile.ask_me_about]);
  if (profile.interests?.length)
    facts.push([
      LABELS.interests,
      <ul className="tag-list">
        {profile.interests.map((interest) => (
          <li key={interest}>
            <Link to={`/members?interest=${encodeURIComponent(interest)}`}>{interest}</Link>
          </li>
        ))}
      </ul>,
    ]);
  if (profile.links?.length)
    facts.push([
      LABELS.links,
      <ul className="profile__links">
        {profile.links.map((href) => (
          <li key={href}>
            <a href={href} rel="noopener noreferrer nofollow" target="_blank">
              {linkLabel(href)}
            </a>
          </li>
        ))}
      </ul>,
    ]);
  if (profile.email) facts.push([LABELS.email, <a href={`mailto:${profile.email}`}>{profile.email}</a>]);
  facts.push([COPY.memberSince, dates.month(profile.member_since)]);
  return (
    <dl className="profile__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /members/:userId: a member as others see her. */
export function ProfilePage() {
  const { userId } = useParams();
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useProfile(valid ? id : undefined);
  const [params, setParams] = useSearchParams();
  usePageTitle(profile.data?.name);

  if (!valid || (profile.isError && profile.error instanceof ApiError && profile.error.status === 404)) {
    return (
      <main id="main" className="page profile">
        <h1>{COPY.notFoundTitle}</h1>
        <p className="lede">
          {COPY.notFound} <Link to="/members">{COPY.backToDirectory}</Link>.
        </p>
      </main>
    );
  }
  if (profile.isError) {
    return (
      <main id="main" className="page profile">
        <h1>{COPY.loadFailedTitle}</h1>
        <Alert>{COPY.loadFailed}</Alert>
      </main>
    );
  }
  if (!profile.data) {
    return <main id="main" className="page profile" aria-busy="true" />;
  }
  const member = profile.data;
  const headline = [member.headline, member.company].filter(Boolean).join(" · ");
  return (
    <main id="main" className="page profile">
      <header className="profile__header">
        <Avatar name={member.name} avatarUrl={member.avatar_url} photo={member.photo} size="lg" />
        <div>
          <span className="eyebrow">{COPY.typeEyebrow(member.type)}</span>
          <h1>{member.name}</h1>
          {headline && <p className="profile__headline">{headline}</p>}
          {member.city && <p className="profile__city">{member.city}</p>}
          {member.is_self && !params.has("edit") && (
            <ButtonLink to="?edit" variant="quiet">
              {COPY.edit}
            </ButtonLink>
          )}
          {!member.is_self && <MemberMessaging userId={id} name={member.name} />}
        </div>
      </header>

      {member.is_self && params.has("edit") && (
        <ProfileSection profile={member} onDone={() => setParams({}, { replace: true })} />
      )}

      <div className="profile__body">
        <div className="profile__main">
          {member.bio && (
            <section aria-labelledby="profile-about">
              <h2 id="profile-about">{COPY.about}</h2>
              <p className="profile__bio">{member.bio}</p>
            </section>
          )}
          {member.showcase.length > 0 && (
            <section aria-labelledby="profile-showcase">
              <h2 id="profile-showcase">{COPY.showcase}</h2>
              <ul className="showcase">
                {member.showcase.map((piece) => (
                  <li key={piece.image_id} className="showcase__piece">
                    <a href={piece.display_url} className="showcase__image">
                      <img
                        src={piece.thumbnail_url}
                        alt={piece.title}
                        loading="lazy"
                        width={piece.width}
                        height={piece.height}
                        style={{ backgroundColor: piece.placeholder_color }}
                      />
                    </a>
                    <h3 className="showcase__title">{piece.title}</h3>
                    {piece.medium && <p className="showcase__medium">{piece.medium}</p>}
                    {piece.note && <p className="showcase__note">{piece.note}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="profile__aside" aria-label={COPY.aside}>
          <Facts profile={member} />
          {member.events_together.length > 0 && (
            <section aria-labelledby="profile-together">
              <h2 id="profile-together">{COPY.eventsTogether}</h2>
              <ul className="profile__together">
                {member.events_together.map((event) => (
                  <li key={event.id}>
                    <Link to={`/events/${event.slug}`}>{event.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </main>
  );
}
