import { Link } from "react-router";
import { OVERVIEW_LIMITS, type AdminOverview } from "../../../../shared/admin-overview.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ADMIN_OVERVIEW_COPY } from "../../../content/admin-overview.ts";
import { useOverview } from "../api/get-overview.ts";
import { MailingProgress } from "./MailingProgress.tsx";
import { MembersChart } from "./MembersChart.tsx";
import { UndeliveredMail } from "./UndeliveredMail.tsx";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = ADMIN_OVERVIEW_COPY.glance;

function Events({ events }: { events: AdminOverview["upcomingEvents"] }) {
  const dates = useClubDates();
  return (
    <section className="glance glance--events" aria-labelledby="glance-events">
      <h2 id="glance-events" className="glance__title">
        {ADMIN_OVERVIEW_COPY.events.title}
      </h2>
      <p className="glance__figure">
        <span className="glance__number">{events.count}</span>
        <span className="glance__unit">{ADMIN_OVERVIEW_COPY.events.inNextDays(OVERVIEW_LIMITS.upcomingDays)}</span>
      </p>
      {events.next.length > 0 ? (
        <ol className="glance-events">
          {events.next.map((event) => (
            <li key={event.id}>
              <time dateTime={event.date} className="glance-events__date">
                {dates.day(event.date)}
              </time>
              <Link to={`/events/${event.id}`}>{event.title}</Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="glance__empty">{ADMIN_OVERVIEW_COPY.events.empty}</p>
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
        {COPY.loading}
      </p>
    );
  if (overview.isError) return <Alert>{COPY.loadFailed}</Alert>;
  const { pendingApplications, members, upcomingEvents, mailingsInProgress, failedMail } = overview.data;
  return (
    <div className="glance-grid">
      <UndeliveredMail failed={failedMail} />
      <section className="glance" aria-labelledby="glance-applications">
        <h2 id="glance-applications" className="glance__title">
          {COPY.applications}
        </h2>
        <p className="glance__figure">
          <span className="glance__number">{pendingApplications}</span>
          <span className="glance__unit">{COPY.awaitReview(pendingApplications)}</span>
        </p>
        {pendingApplications > 0 && <Link to="/applications">{COPY.reviewApplications}</Link>}
      </section>
      <section className="glance glance--members" aria-labelledby="glance-members">
        <h2 id="glance-members" className="glance__title">
          {COPY.membersByType}
        </h2>
        <MembersChart members={members} />
      </section>
      <Events events={upcomingEvents} />
      <section className="glance" aria-labelledby="glance-mailings">
        <h2 id="glance-mailings" className="glance__title">
          {COPY.mailings}
        </h2>
        {mailingsInProgress.length > 0 ? (
          <ul className="glance-mailings">
            {mailingsInProgress.map((mailing) => (
              <MailingProgress key={mailing.id} mailing={mailing} />
            ))}
          </ul>
        ) : (
          <p className="glance__empty">{COPY.allMailingsSent}</p>
        )}
        <Link to="/admin/mail-log">{COPY.openMailLog}</Link>
      </section>
    </div>
  );
}
