import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";

interface ConfirmSendDialogProps {
  open: boolean;
  subject: string;
  /** Who it goes to, in words (the group's label). */
  audience: string;
  recipients: number;
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
  sending,
  onConfirm,
  onCancel,
}: ConfirmSendDialogProps) {
  const nobody = recipients === 0;
  return (
    <Dialog
      open={open}
      title="Send this email?"
      onClose={onCancel}
      footer={
        <>
          <Button variant="quiet" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={sending || nobody}>
            {sending
              ? "Sending…"
              : nobody
                ? "Send"
                : `Send to ${recipients === 1 ? "1 member" : `${recipients} members`}`}
          </Button>
        </>
      }
    >
      <p className="confirm-send__subject">“{subject}”</p>
      <p>
        {nobody ? (
          <>No member of “{audience}” receives club announcements, so there is no one to send it to.</>
        ) : (
          <>
            It goes to <strong>{recipients === 1 ? "1 member" : `${recipients} members`}</strong> ({audience}), each
            once. Members who turned announcements off are left out.
          </>
        )}
      </p>
    </Dialog>
  );
}
