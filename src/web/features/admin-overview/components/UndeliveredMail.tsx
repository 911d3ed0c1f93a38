import { Link } from "react-router";
import { OVERVIEW_LIMITS, type AdminOverview } from "../../../../shared/admin-overview.ts";
import { ADMIN_OVERVIEW_COPY } from "../../../content/admin-overview.ts";
import { failureReason, lastTriedAt, mailKindLabel, mailRecipient } from "../../../../shared/mail-log.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = ADMIN_OVERVIEW_COPY.undelivered;

/**
 * Transactional email the club gave up on lately (docs/product/emails.md#mail-log): how many, the latest few with the mail server's
 * words, and the way to the mail log. Not shown while every email arrives.
 */
export function UndeliveredMail({ failed }: { failed: AdminOverview["failedMail"] }) {
  const dates = useClubDates();
  if (failed.count === 0) return null;
  return (
    <section className="glance glance--undelivered" aria-labelledby="glance-undelivered">
      <h2 id="glance-undelivered" className="glance__title">
        {COPY.title}
      </h2>
      <p className="glance__figure">
        <span className="glance__number">{failed.count}</span>
        <span className="glance__unit">{COPY.inLastDays(OVERVIEW_LIMITS.failedMailDays)}</span>
      </p>
      <ul className="glance-undelivered">
        {failed.recent.map((email) => {
          const when = lastTriedAt(email);
          return (
            <li key={email.id}>
              <span className="glance-undelivered__what">
                {COPY.what(mailKindLabel(email.kind), mailRecipient(email))}
              </span>
              <time dateTime={when} className="glance-undelivered__when">
                {dates.dateTime(when)}
              </time>
              <span className="glance-undelivered__why">{failureReason(email)}</span>
            </li>
          );
        })}
      </ul>
      <Link to="/admin/mail-log">{COPY.seeMailLog}</Link>
    </section>
  );
}
