import { useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { TEMPORARY_PASSWORD_HOURS } from "../../../../shared/members.ts";

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
    <Dialog open title="Temporary password" onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
      <p>
        The temporary password for <strong>{name}</strong> is:
      </p>
      <div className="temporary-password">
        <code className="temporary-password__value" aria-label="Temporary password value">
          {password}
        </code>
        <Button variant="quiet" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <p role="status" className="field__hint">
        {copied === true
          ? "Copied to the clipboard."
          : copied === false
            ? "Copying failed: select the password and copy it by hand."
            : ""}
      </p>
      <p>
        It is shown only this once and works for {TEMPORARY_PASSWORD_HOURS} hours. Give it to the member privately: she
        must choose a new password at her next login.
      </p>
    </Dialog>
  );
}
