import { CLUB_SETTINGS_COPY } from "../../../content/club-settings.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useMailConfigured } from "../../../lib/public-config.ts";
import { useSendTestEmail } from "../api/club-settings.ts";

const COPY = CLUB_SETTINGS_COPY.mail;

/** The club's mail: whether a mail server is set, and a test email the admin sends herself to see it arrive. */
export function MailCheck() {
  const configured = useMailConfigured();
  const send = useSendTestEmail();
  const answer = send.data;
  return (
    <section id="mail" className="club-settings club-settings__mail" aria-labelledby="club-mail-title">
      <h2 id="club-mail-title" className="caps-heading">
        {COPY.title}
      </h2>
      {configured !== undefined && <p>{configured ? COPY.configured : COPY.notConfigured}</p>}
      <div>
        <Button type="button" variant="quiet" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? COPY.sending : COPY.send}
        </Button>
      </div>
      {answer && <Alert tone={answer.sent ? "success" : "error"}>{answer.message}</Alert>}
      {send.isError && <Alert>{send.error.message || COPY.failed}</Alert>}
    </section>
  );
}
