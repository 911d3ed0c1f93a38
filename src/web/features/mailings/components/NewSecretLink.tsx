import type { MailLogEntry } from "../../../../shared/mail-log.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ShownOnce } from "../../../components/ui/ShownOnce.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { newLinkFor, useNewSecretLink } from "../api/new-secret-link.ts";

const COPY = MAILINGS_COPY.secretLink;

/**
 * An email that carries a secret link, in the mail log: its words are shown to no admin (decision 36). She makes its
 * recipient a new link instead (audited, after a step-up), sees it once here, and passes it on herself.
 */
export function NewSecretLink({ entry }: { entry: MailLogEntry }) {
  const action = newLinkFor(entry);
  const make = useNewSecretLink();
  const link = make.data?.link;
  return (
    <section className="mail-message__part" aria-labelledby="secret-link-title">
      <h3 id="secret-link-title" className="mail-message__part-title">
        {COPY.heading}
      </h3>
      <p className="mail-message__note">{COPY.hidden}</p>
      {action && !link && (
        <>
          <p>{action === "reset" ? COPY.resetHint : COPY.registrationHint}</p>
          <Button onClick={() => make.mutate(entry)} disabled={make.isPending}>
            {make.isPending ? COPY.making : action === "reset" ? COPY.newReset : COPY.newRegistration}
          </Button>
        </>
      )}
      {make.isError && <Alert>{make.error instanceof Error ? make.error.message : COPY.failed}</Alert>}
      {link && (
        <>
          <p>{make.data?.message}</p>
          <ShownOnce value={link} label={COPY.linkLabel} words={COPY} />
        </>
      )}
    </section>
  );
}
