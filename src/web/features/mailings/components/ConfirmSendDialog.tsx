import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";
import { MAILING_TEXTS } from "../../../../shared/texts/mailings.ts";

const COPY = MAILINGS_COPY.confirmSend;

interface ConfirmSendDialogProps {
  open: boolean;
  subject: string;
  /** Who it goes to, in words (the group's label). */
  audience: string;
  recipients: number;
  /** Above the club's threshold: sending stores it until a second admin approves it. */
  needsApproval?: boolean;
  /** When it is scheduled, in words. */
  leaves?: string | undefined;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last step before a mailing leaves: how many members it reaches, and a deliberate yes. */
export function ConfirmSendDialog({
  open,
  subject,
  audience,
  recipients,
  needsApproval = false,
  leaves,
  sending,
  onConfirm,
  onCancel,
}: ConfirmSendDialogProps) {
  const nobody = recipients === 0;
  return (
    <Dialog
      open={open}
      title={COPY.title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="quiet" onClick={onCancel} disabled={sending}>
            {COPY.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={sending || nobody}>
            {sending ? COPY.sending : nobody ? COPY.send : COPY.sendTo(recipients)}
          </Button>
        </>
      }
    >
      <p className="confirm-send__subject">{COPY.subject(subject)}</p>
      <p>
        {nobody ? (
          COPY.nobody(audience)
        ) : (
          <>
            {COPY.goesTo}
            <strong>{COPY.members(recipients)}</strong>
            {COPY.reach(audience)}
          </>
        )}
      </p>
      {leaves && !nobody && <p className="confirm-send__leaves">{MAILINGS_COPY.schedule.leaves(leaves)}</p>}
      {needsApproval && !nobody && <p className="confirm-send__approval">{MAILING_TEXTS.needsApproval(recipients)}</p>}
    </Dialog>
  );
}
