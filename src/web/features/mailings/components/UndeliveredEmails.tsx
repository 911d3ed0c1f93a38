import {
  failureReason,
  lastTriedAt,
  mailKindLabel,
  mailRecipient,
  type MailLogEntry,
} from "../../../../shared/mail-log.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useFailedMail } from "../api/get-mail-log.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = MAILINGS_COPY.undelivered;

/** One email that did not arrive: what it was, to whom, when it was last tried, and the mail server's words. */
function Undelivered({ email }: { email: MailLogEntry }) {
  const dates = useClubDates();
  const when = lastTriedAt(email);
  return (
    <li className="mail-log__item undelivered">
      <div className="mail-log__head">
        <h3 className="undelivered__subject">{email.subject}</h3>
        <time dateTime={when} className="mail-log__time">
          {dates.dateTime(when)}
        </time>
      </div>
      <dl className="mail-log__facts">
        <div>
          <dt>{COPY.to}</dt>
          <dd>{mailRecipient(email)}</dd>
        </div>
        <div>
          <dt>{COPY.kind}</dt>
          <dd>{mailKindLabel(email.kind)}</dd>
        </div>
        <div>
          <dt>{COPY.tried}</dt>
          <dd>{COPY.attempts(email.attempts)}</dd>
        </div>
      </dl>
      <p className="undelivered__reason">
        <span className="undelivered__reason-label">{COPY.answered}</span>
        <span className="undelivered__reason-text">{failureReason(email)}</span>
      </p>
    </li>
  );
}

/**
 * The mail log's transactional email that did not arrive (docs/product/emails.md#mail-log): a password reset refused with 550 is
 * seen here, not only in the server's log. Shown only when there is some.
 */
export function UndeliveredEmails() {
  const log = useFailedMail();
  const emails = log.data?.pages.flatMap((page) => page.entries) ?? [];
  if (log.isError) return <Alert>{COPY.loadFailed}</Alert>;
  if (emails.length === 0) return null;
  return (
    <section className="mail-log__section" aria-labelledby="undelivered-title">
      <h2 id="undelivered-title" className="caps-heading">
        {COPY.heading}
      </h2>
      <p className="mail-log__note">{COPY.note}</p>
      <ol className="mail-log">
        {emails.map((email) => (
          <Undelivered key={email.id} email={email} />
        ))}
      </ol>
      {log.hasNextPage && (
        <p className="admin-more">
          <Button variant="quiet" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? COPY.loading : COPY.older}
          </Button>
        </p>
      )}
    </section>
  );
}
