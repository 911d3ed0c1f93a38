import { useState } from "react";
import { Button } from "./Button.tsx";

/** The words of a ShownOnce, from the screen's own content. */
export interface ShownOnceWords {
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A secret the server answered once (a temporary password, a new link): shown as code, with a button that copies it
 * and says whether that worked.
 */
export function ShownOnce({ value, label, words }: { value: string; label: string; words: ShownOnceWords }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <div className="shown-once">
        <code className="shown-once__value" aria-label={label}>
          {value}
        </code>
        <Button variant="quiet" onClick={() => void copy()}>
          {words.copy}
        </Button>
      </div>
      <p role="status" className="field__hint">
        {copied === true ? words.copied : copied === false ? words.copyFailed : ""}
      </p>
    </>
  );
}
