import { Link } from "react-router";
import type { HomeEvent, MembersHome } from "../../../../shared/profiles.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { MemberCard } from "../../profiles/index.ts";
import { useAnswerInvitation, useMembersHome } from "../api/get-home.ts";
import { whenOf } from "../components/when.ts";

function EventLine({ event }: { event: HomeEvent }) {
  return (
    <>
      <Link to={`/events/${event.slug}`} className="home-event__title">
        {event.title}
      </Link>
      <span className="home-event__when">{whenOf(event)}</span>
      {event.place && <span className="home-event__place">{event.place}</span>}
    </>
  );
}

function Invitations({ invitations }: { invitations: MembersHome["invitations"] }) {
  const answer = useAnswerInvitation();
  return (
    <section className="home-panel home-panel--invitations" aria-labelledby="home-invitations">
      <h2 id="home-invitations">Invitations awaiting your answer</h2>
      <ul className="home-list">
        {invitations.map((event) => (
          <li key={event.id} className="home-event">
            <EventLine event={event} />
            {event.invited_by && <span className="home-event__by">Invited by {event.invited_by}</span>}
            <span className="home-event__actions">
              <Button
                disabled={answer.isPending}
                onClick={() => answer.mutate({ eventId: event.id, answer: "accept" })}
                aria-label={`Accept the invitation to ${event.title}`}
              >
                Accept
              </Button>
              <Button
                variant="quiet"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ eventId: event.id, answer: "decline" })}
                aria-label={`Decline the invitation to ${event.title}`}
              >
                Decline
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {answer.isError && <Alert>Your answer could not be sent. Please try again.</Alert>}
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
        <PageHeading eyebrow="Members' area" title="Welcome" />
      </main>
    );
  }
  if (home.isError) {
    return (
      <main id="main" className="page members-home">
        <PageHeading eyebrow="Members' area" title="Welcome" />
        <Alert>Your home could not be loaded. Please refresh the page.</Alert>
      </main>
    );
  }
  const data = home.data;
  const firstName = data.name.split(" ")[0];
  return (
    <main id="main" className="page members-home">
      <PageHeading eyebrow="Members' area" title={`Welcome, ${firstName}`} lede="Your club this week." />

      {data.complete_profile && (
        <aside className="home-prompt" aria-labelledby="home-prompt">
          <h2 id="home-prompt">Complete your profile</h2>
          <p>Add your photo, your role and a few words, so that members can find you and know what to ask you.</p>
          <ButtonLink to={`/members/${data.user_id}?edit`}>Complete your profile</ButtonLink>
        </aside>
      )}

      {data.invitations.length > 0 && <Invitations invitations={data.invitations} />}

      <div className="home-grid">
        <Panel id="home-next" title="Your next events">
          {data.next_events.length === 0 ? (
            <p className="home-empty">
              Nothing booked yet. <Link to="/calendar">See what is on</Link>.
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

        <Panel id="home-new-events" title={data.last_visit ? "New since your last visit" : "New in the calendar"}>
          {data.new_events.length === 0 ? (
            <p className="home-empty">No new events since you last came by.</p>
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

        <Panel id="home-comments" title="For you in the conversation">
          {data.comments.length === 0 ? (
            <p className="home-empty">No one has mentioned you or answered on your events and photos yet.</p>
          ) : (
            <ul className="home-list">
              {data.comments.map((comment) => (
                <li key={comment.id} className="home-comment">
                  <span className="home-comment__who">
                    {comment.author_name} {comment.reason === "mention" ? "mentioned you on" : "wrote on"}{" "}
                    <Link to={comment.target.path}>{comment.target.title}</Link>
                  </span>
                  <q className="home-comment__text">{comment.content}</q>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel id="home-members" title="Joined this month">
          {data.new_members.length === 0 ? (
            <p className="home-empty">
              No new members yet this month. <Link to="/members">Browse the directory</Link>.
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
        <Panel id="home-photos" title="New in the gallery">
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
