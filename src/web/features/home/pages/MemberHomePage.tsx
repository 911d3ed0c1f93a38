import { Link } from "react-router";
import type { HomeEvent, MembersHome } from "../../../../shared/profiles.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { HOME_COPY as COPY } from "../../../content/home.ts";
import { MemberCard } from "../../profiles/index.ts";
import { useAnswerInvitation, useMembersHome } from "../api/get-home.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

function EventLine({ event }: { event: HomeEvent }) {
  const dates = useClubDates();
  const when = dates.span({
    startDate: event.event_date,
    startTime: event.start_time,
    endDate: event.end_date,
    endTime: event.end_time,
  });
  return (
    <>
      <Link to={`/events/${event.slug}`} className="home-event__title">
        {event.title}
      </Link>
      <span className="home-event__when">{when}</span>
      {event.place && <span className="home-event__place">{event.place}</span>}
    </>
  );
}

function Invitations({ invitations }: { invitations: MembersHome["invitations"] }) {
  const answer = useAnswerInvitation();
  return (
    <section className="home-panel home-panel--invitations" aria-labelledby="home-invitations">
      <h2 id="home-invitations">{COPY.invitations.title}</h2>
      <ul className="home-list">
        {invitations.map((event) => (
          <li key={event.id} className="home-event">
            <EventLine event={event} />
            {event.invited_by && <span className="home-event__by">{COPY.invitations.invitedBy(event.invited_by)}</span>}
            <span className="home-event__actions">
              <Button
                disabled={answer.isPending}
                onClick={() => answer.mutate({ eventId: event.id, answer: "accept" })}
                aria-label={COPY.invitations.acceptLabel(event.title)}
              >
                {COPY.invitations.accept}
              </Button>
              <Button
                variant="quiet"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ eventId: event.id, answer: "decline" })}
                aria-label={COPY.invitations.declineLabel(event.title)}
              >
                {COPY.invitations.decline}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {answer.isError && <Alert>{COPY.invitations.answerFailed}</Alert>}
    </section>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="home-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The members' home: what is hers this week, in one call. */
export function MemberHomePage() {
  const home = useMembersHome();
  if (home.isPending) {
    return (
      <main id="main" className="page members-home" aria-busy="true">
        <PageHeading eyebrow={COPY.eyebrow} title={COPY.welcome} />
      </main>
    );
  }
  if (home.isError) {
    return (
      <main id="main" className="page members-home">
        <PageHeading eyebrow={COPY.eyebrow} title={COPY.welcome} />
        <Alert>{COPY.loadFailed}</Alert>
      </main>
    );
  }
  const data = home.data;
  const firstName = data.name.split(" ")[0];
  return (
    <main id="main" className="page members-home">
      <PageHeading eyebrow={COPY.eyebrow} title={COPY.welcomeName(firstName)} lede={COPY.lede} />

      {data.complete_profile && (
        <aside className="home-prompt" aria-labelledby="home-prompt">
          <h2 id="home-prompt">{COPY.prompt.title}</h2>
          <p>{COPY.prompt.text}</p>
          <ButtonLink to={`/members/${data.user_id}?edit`}>{COPY.prompt.action}</ButtonLink>
        </aside>
      )}

      {data.invitations.length > 0 && <Invitations invitations={data.invitations} />}

      <div className="home-grid">
        <Panel id="home-next" title={COPY.nextEvents.title}>
          {data.next_events.length === 0 ? (
            <p className="home-empty">
              {COPY.nextEvents.empty} <Link to="/calendar">{COPY.nextEvents.seeCalendar}</Link>.
            </p>
          ) : (
            <ul className="home-list">
              {data.next_events.map((event) => (
                <li key={event.id} className="home-event">
                  <EventLine event={event} />
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="home-new-events" title={data.last_visit ? COPY.newEvents.sinceLastVisit : COPY.newEvents.inCalendar}>
          {data.new_events.length === 0 ? (
            <p className="home-empty">{COPY.newEvents.empty}</p>
          ) : (
            <ul className="home-list">
              {data.new_events.map((event) => (
                <li key={event.id} className="home-event">
                  <EventLine event={event} />
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="home-comments" title={COPY.comments.title}>
          {data.comments.length === 0 ? (
            <p className="home-empty">{COPY.comments.empty}</p>
          ) : (
            <ul className="home-list">
              {data.comments.map((comment) => (
                <li key={comment.id} className="home-comment">
                  <span className="home-comment__who">
                    {comment.author_name} {comment.reason === "mention" ? COPY.comments.mentioned : COPY.comments.wrote}{" "}
                    <Link to={comment.target.path}>{comment.target.title}</Link>
                  </span>
                  <q className="home-comment__text">{comment.content}</q>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="home-members" title={COPY.newMembers.title}>
          {data.new_members.length === 0 ? (
            <p className="home-empty">
              {COPY.newMembers.empty} <Link to="/members">{COPY.newMembers.browse}</Link>.
            </p>
          ) : (
            <ul className="member-grid member-grid--compact">
              {data.new_members.map((member) => (
                <MemberCard key={member.user_id} member={member} />
              ))}
            </ul>
          )}
        </Panel>
      </div>

      {data.new_photos.length > 0 && (
        <Panel id="home-photos" title={COPY.newPhotos}>
          <ul className="home-photos">
            {data.new_photos.map((photo) => (
              <li key={photo.id}>
                <Link to={`/gallery?image=${encodeURIComponent(photo.id)}`} className="home-photos__link">
                  <img
                    src={photo.thumbnail_url}
                    alt={photo.title}
                    loading="lazy"
                    style={{ backgroundColor: photo.placeholder_color }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </main>
  );
}
