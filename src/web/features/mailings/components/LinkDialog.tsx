import { useEffect, useRef, useState, type RefObject } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

/** What the mail sanitizer keeps as a link; a site path ("/calendar") becomes a club link there. */
const LINK = /^(https?:\/\/\S+|mailto:\S+@\S+|\/\S*)$/i;

const COPY = MAILINGS_COPY.linkDialog;

interface LinkDialogProps {
  open: boolean;
  /** The link under the cursor, when there is one. */
  href: string;
  onClose: () => void;
  /** An empty address removes the link. */
  onApply: (href: string) => void;
}

/** The editor's "Link": the address for the selected words (or, with nothing selected, the address itself). */
export function LinkDialog({ open, href, onClose, onApply }: LinkDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  // The dialog mounts its body only while open: each opening starts from the link under the cursor.
  return (
    <Dialog open={open} title={href ? COPY.editTitle : COPY.addTitle} onClose={onClose}>
      <LinkForm href={href} onClose={onClose} onApply={onApply} field={field} />
    </Dialog>
  );
}

function LinkForm({
  href,
  onClose,
  onApply,
  field,
}: Omit<LinkDialogProps, "open"> & { field: RefObject<HTMLInputElement | null> }) {
  const [address, setAddress] = useState(href);
  const [error, setError] = useState<string | undefined>(undefined);
  // The address is what the writer came for: focus goes there once the dialog has opened and placed its own focus.
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [field]);

  // Not a <form>: the dialog sits inside the composer's form, and a form may not hold another.
  const submit = () => {
    const trimmed = address.trim();
    const withScheme = /^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
    if (!LINK.test(withScheme)) return setError(COPY.invalid);
    onApply(withScheme);
  };

  return (
    <div className="form">
      <Field
        ref={field}
        label={COPY.address}
        type="url"
        inputMode="url"
        value={address}
        error={error}
        placeholder="https://"
        onChange={(change) => setAddress(change.target.value)}
        onKeyDown={(key) => {
          if (key.key !== "Enter") return;
          key.preventDefault();
          submit();
        }}
      />
      <div className="rich-editor__dialog-actions">
        {href && (
          <Button variant="quiet" onClick={() => onApply("")}>
            {COPY.remove}
          </Button>
        )}
        <Button variant="quiet" onClick={onClose}>
          {COPY.cancel}
        </Button>
        <Button onClick={submit}>{href ? COPY.save : COPY.add}</Button>
      </div>
    </div>
  );
}
