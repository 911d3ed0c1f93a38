import { useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { TEMPORARY_PASSWORD_HOURS } from "../../../../shared/members.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.temporaryPassword;

/** Shows a generated temporary password once, with a copy button; closing forgets it. */
export function TemporaryPasswordDialog({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open title={COPY.title} onClose={onClose} footer={<Button onClick={onClose}>{COPY.done}</Button>}>
      <p>
        {COPY.forName}
        <strong>{name}</strong>
        {COPY.is}
      </p>
      <div className="temporary-password">
        <code className="temporary-password__value" aria-label={COPY.valueLabel}>
          {password}
        </code>
        <Button variant="quiet" onClick={() => void copy()}>
          {COPY.copy}
        </Button>
      </div>
      <p role="status" className="field__hint">
        {copied === true ? COPY.copied : copied === false ? COPY.copyFailed : ""}
      </p>
      <p>{COPY.validity(TEMPORARY_PASSWORD_HOURS)}</p>
    </Dialog>
  );
}
