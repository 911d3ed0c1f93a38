import { format } from "date-fns";
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

const attempts = (n: number) => (n === 1 ? "1 attempt" : `${n} attempts`);

/** One email that did not arrive: what it was, to whom, when it was last tried, and the mail server's words. */
function Undelivered({ email }: { email: MailLogEntry }) {
  const when = lastTriedAt(email);
  return (
    <li className="mail-log__item undelivered">
      <div className="mail-log__head">
        <h3 className="undelivered__subject">{email.subject}</h3>
        <time dateTime={when} className="mail-log__time">
          {format(new Date(when), "MMM dd, yyyy, h:mm a")}
        </time>
      </div>
      <dl className="mail-log__facts">
        <div>
          <dt>To</dt>
          <dd>{mailRecipient(email)}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{mailKindLabel(email.kind)}</dd>
        </div>
        <div>
          <dt>Tried</dt>
          <dd>{attempts(email.attempts)}</dd>
        </div>
      </dl>
      <p className="undelivered__reason">
        <span className="undelivered__reason-label">The mail server answered</span>
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
  if (log.isError) return <Alert>The emails that were not delivered could not be loaded.</Alert>;
  if (emails.length === 0) return null;
  return (
    <section className="mail-log__section" aria-labelledby="undelivered-title">
      <h2 id="undelivered-title" className="caps-heading">
        Emails not delivered
      </h2>
      <p className="mail-log__note">
        Password resets, invitations and notices that the mail server refused, or could not take within 24 hours. They
        are not sent again.
      </p>
      <ol className="mail-log">
        {emails.map((email) => (
          <Undelivered key={email.id} email={email} />
        ))}
      </ol>
      {log.hasNextPage && (
        <p className="admin-more">
          <Button variant="quiet" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? "Loading…" : "Show older"}
          </Button>
        </p>
      )}
    </section>
  );
}
