import { format } from "date-fns";
import { useState } from "react";
import { mailKindLabel, mailRecipient, type MailLogEntry } from "../../../../shared/mail-log.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useMailLog, type MailState } from "../api/get-mail-log.ts";
import { MailMessageDialog } from "./MailMessageDialog.tsx";
import { MAIL_STATE_LABELS } from "./mail-states.ts";

const STATE_CHOICES = [
  { value: "", label: "Every email" },
  { value: "pending", label: "Waiting" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Not delivered" },
];

function Email({ email, onOpen }: { email: MailLogEntry; onOpen: () => void }) {
  return (
    <li className="email-log__row">
      <span className="email-log__what">
        <span className="email-log__subject">{email.subject}</span>
        <span className="email-log__to">{mailRecipient(email)}</span>
      </span>
      <span className="email-log__kind">{mailKindLabel(email.kind)}</span>
      <span className="email-log__state" data-state={email.state}>
        {MAIL_STATE_LABELS[email.state]}
      </span>
      <time dateTime={email.queued_at} className="email-log__time">
        {format(new Date(email.queued_at), "MMM dd, h:mm a")}
      </time>
      <Button
        variant="quiet"
        className="email-log__open"
        onClick={onOpen}
        aria-label={`Open “${email.subject}” to ${email.to.email}`}
      >
        Open
      </Button>
    </li>
  );
}

/**
 * Every email the club queued (docs/product/emails.md#mail-log), newest first: transactional mail and each copy of a mailing, with
 * who it was for and how far it got. While no mail server is configured, an admin opens one to read its message and
 * pass its link on; that is how a new member's invitation leaves the club without SMTP.
 */
export function EmailLog() {
  const [state, setState] = useState<MailState | undefined>(undefined);
  const [opened, setOpened] = useState<number | null>(null);
  const log = useMailLog({ state });
  const emails = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const mailServer = log.data?.pages[0]?.mail_server;
  return (
    <section className="mail-log__section" aria-labelledby="emails-title">
      <h2 id="emails-title" className="caps-heading">
        Emails
      </h2>
      {mailServer === false && (
        <p className="mail-log__note">
          No mail server is configured: emails are not sent anywhere. Open one to read it, and pass its link on to the
          recipient yourself.
        </p>
      )}
      <div className="email-log__filter">
        <SelectField
          label="Show"
          value={state ?? ""}
          options={STATE_CHOICES}
          onChange={(event) => setState((event.target.value || undefined) as MailState | undefined)}
        />
      </div>
      {log.isPending && <p aria-busy="true">Loading…</p>}
      {log.isError && <Alert>The emails could not be loaded.</Alert>}
      {log.isSuccess && emails.length === 0 && <p className="admin-empty">No email here yet.</p>}
      {emails.length > 0 && (
        <ol className="email-log">
          {emails.map((email) => (
            <Email key={email.id} email={email} onOpen={() => setOpened(email.id)} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <p className="admin-more">
          <Button variant="quiet" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? "Loading…" : "Show older"}
          </Button>
        </p>
      )}
      <MailMessageDialog id={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
