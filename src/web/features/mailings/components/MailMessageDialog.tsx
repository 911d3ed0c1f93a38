import { mailKindLabel, mailLogHtmlPath, mailRecipient } from "../../../../shared/mail-log.ts";
import { MAIL_LOG_TEXTS } from "../../../../shared/texts/mailings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { useMailLogMessage } from "../api/get-mail-log.ts";
import { LinkedText } from "./LinkedText.tsx";
import { NewSecretLink } from "./NewSecretLink.tsx";
import { MAIL_STATE_LABELS } from "./mail-states.ts";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

const COPY = MAILINGS_COPY.mailMessage;

/**
 * One email of the mail log (docs/product/emails.md#mail-log). While the club has no mail server, its plain text with working links,
 * and its HTML part in a frame that runs nothing (every sandbox restriction, and the server's own CSP for it); once a
 * mail server is configured, only who, what and when. An email that carries a secret link never shows its words: the
 * admin makes its recipient a new link instead.
 */
export function MailMessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const dates = useClubDates();
  const email = useMailLogMessage(id);
  const entry = email.data?.entry;
  const message = email.data?.message;
  return (
    <Dialog open={id !== null} title={entry?.subject ?? COPY.title} onClose={onClose} size="large">
      {email.isPending && <p aria-busy="true">{COPY.loading}</p>}
      {email.isError && <Alert>{COPY.loadFailed}</Alert>}
      {entry && (
        <div className="mail-message">
          <dl className="mail-log__facts">
            <div>
              <dt>{COPY.to}</dt>
              <dd>{mailRecipient(entry)}</dd>
            </div>
            <div>
              <dt>{COPY.kind}</dt>
              <dd>{mailKindLabel(entry.kind)}</dd>
            </div>
            <div>
              <dt>{COPY.state}</dt>
              <dd>{MAIL_STATE_LABELS[entry.state]}</dd>
            </div>
            <div>
              <dt>{COPY.queued}</dt>
              <dd>
                <time dateTime={entry.queued_at}>{dates.dateTime(entry.queued_at)}</time>
              </dd>
            </div>
          </dl>
          {entry.carries_secret && <NewSecretLink key={entry.id} entry={entry} />}
          {message === null && !entry.carries_secret && <p className="mail-message__note">{MAIL_LOG_TEXTS.withheld}</p>}
          {message && (
            <>
              <p className="mail-message__note">{MAIL_LOG_TEXTS.mailDrop}</p>
              <section className="mail-message__part" aria-labelledby="mail-message-text">
                <h3 id="mail-message-text" className="mail-message__part-title">
                  {COPY.text}
                </h3>
                <div className="mail-message__text">
                  <LinkedText text={message.text} />
                </div>
              </section>
              {message.has_html && (
                <section className="mail-message__part" aria-labelledby="mail-message-html">
                  <h3 id="mail-message-html" className="mail-message__part-title">
                    {COPY.html}
                  </h3>
                  <iframe
                    className="mail-message__frame"
                    title={COPY.frameTitle(entry.subject)}
                    src={mailLogHtmlPath(entry.id)}
                    sandbox=""
                  />
                </section>
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
