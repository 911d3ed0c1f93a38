import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { ShownOnce } from "../../../components/ui/ShownOnce.tsx";
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
  return (
    <Dialog open title={COPY.title} onClose={onClose} footer={<Button onClick={onClose}>{COPY.done}</Button>}>
      <p>
        {COPY.forName}
        <strong>{name}</strong>
        {COPY.is}
      </p>
      <ShownOnce value={password} label={COPY.valueLabel} words={COPY} />
      <p>{COPY.validity(TEMPORARY_PASSWORD_HOURS)}</p>
    </Dialog>
  );
}
