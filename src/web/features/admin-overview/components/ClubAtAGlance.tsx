import { format, parseISO } from "date-fns";
import { Link } from "react-router";
import { OVERVIEW_LIMITS, type AdminOverview } from "../../../../shared/admin-overview.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { useOverview } from "../api/get-overview.ts";
import { MailingProgress } from "./MailingProgress.tsx";
import { MembersChart } from "./MembersChart.tsx";
import { UndeliveredMail } from "./UndeliveredMail.tsx";

function Events({ events }: { events: AdminOverview["upcomingEvents"] }) {
  return (
    <section className="glance glance--events" aria-labelledby="glance-events">
      <h2 id="glance-events" className="glance__title">
        Upcoming events
      </h2>
      <p className="glance__figure">
        <span className="glance__number">{events.count}</span>
        <span className="glance__unit">in the next {OVERVIEW_LIMITS.upcomingDays} days</span>
      </p>
      {events.next.length > 0 ? (
        <ol className="glance-events">
          {events.next.map((event) => (
            <li key={event.id}>
              <time dateTime={event.date} className="glance-events__date">
                {format(parseISO(event.date), "MMM dd, yyyy")}
              </time>
              <Link to={`/events/${event.id}`}>{event.title}</Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="glance__empty">Nothing on the calendar yet.</p>
      )}
    </section>
  );
}

/** The dashboard's overview: four quiet panels, with pictures where they read faster than numbers. */
export function ClubAtAGlance() {
  const overview = useOverview();
  if (overview.isPending)
    return (
      <p className="glance-loading" aria-busy="true">
        Gathering the club's numbers…
      </p>
    );
  if (overview.isError) return <Alert>The overview could not be loaded. Please try again later.</Alert>;
  const { pendingApplications, members, upcomingEvents, mailingsInProgress, failedMail } = overview.data;
  return (
    <div className="glance-grid">
      <UndeliveredMail failed={failedMail} />
      <section className="glance" aria-labelledby="glance-applications">
        <h2 id="glance-applications" className="glance__title">
          Applications
        </h2>
        <p className="glance__figure">
          <span className="glance__number">{pendingApplications}</span>
          <span className="glance__unit">{pendingApplications === 1 ? "awaits your review" : "await your review"}</span>
        </p>
        {pendingApplications > 0 && <Link to="/applications">Review applications</Link>}
      </section>
      <section className="glance glance--members" aria-labelledby="glance-members">
        <h2 id="glance-members" className="glance__title">
          Members by type
        </h2>
        <MembersChart members={members} />
      </section>
      <Events events={upcomingEvents} />
      <section className="glance" aria-labelledby="glance-mailings">
        <h2 id="glance-mailings" className="glance__title">
          Mailings in progress
        </h2>
        {mailingsInProgress.length > 0 ? (
          <ul className="glance-mailings">
            {mailingsInProgress.map((mailing) => (
              <MailingProgress key={mailing.id} mailing={mailing} />
            ))}
          </ul>
        ) : (
          <p className="glance__empty">Every mailing has gone out.</p>
        )}
        <Link to="/admin/mail-log">Open the mail log</Link>
      </section>
    </div>
  );
}
