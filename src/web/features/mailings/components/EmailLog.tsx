import { useState } from "react";
import { mailKindLabel, mailRecipient, type MailLogEntry } from "../../../../shared/mail-log.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { useMailLog, type MailState } from "../api/get-mail-log.ts";
import { MailMessageDialog } from "./MailMessageDialog.tsx";
import { MAIL_STATE_LABELS } from "./mail-states.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = MAILINGS_COPY.emailLog;

const STATE_CHOICES = [
  { value: "", label: COPY.everyEmail },
  { value: "pending", label: MAIL_STATE_LABELS.pending },
  { value: "sent", label: MAIL_STATE_LABELS.sent },
  { value: "dropped", label: MAIL_STATE_LABELS.dropped },
  { value: "failed", label: MAIL_STATE_LABELS.failed },
];

function Email({ email, onOpen }: { email: MailLogEntry; onOpen: () => void }) {
  const dates = useClubDates();
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
        {dates.dateTime(email.queued_at)}
      </time>
      <Button
        variant="quiet"
        className="email-log__open"
        onClick={onOpen}
        aria-label={COPY.openLabel(email.subject, email.to.email)}
      >
        {COPY.open}
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
        {COPY.heading}
      </h2>
      {mailServer === false && <p className="mail-log__note">{COPY.noMailServer}</p>}
      <div className="email-log__filter">
        <SelectField
          label={COPY.show}
          value={state ?? ""}
          options={STATE_CHOICES}
          onChange={(event) => setState((event.target.value || undefined) as MailState | undefined)}
        />
      </div>
      {log.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {log.isError && <Alert>{COPY.loadFailed}</Alert>}
      {log.isSuccess && emails.length === 0 && <p className="admin-empty">{COPY.empty}</p>}
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
            {log.isFetchingNextPage ? COPY.loading : COPY.older}
          </Button>
        </p>
      )}
      <MailMessageDialog id={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
