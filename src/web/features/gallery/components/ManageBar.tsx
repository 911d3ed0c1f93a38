import { useState } from "react";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { GALLERY_COPY } from "../../../content/gallery.ts";

const COPY = GALLERY_COPY.manage;

interface ManageBarProps {
  count: number;
  deleting: boolean;
  failed: boolean;
  onDelete: () => void;
  onCancel: () => void;
}

/** Manage mode's actions: "Delete Selected" (disabled with nothing selected, confirmed first) and "Cancel". */
export function ManageBar({ count, deleting, failed, onDelete, onCancel }: ManageBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="gallery-manage" role="region" aria-label={COPY.label}>
      <p className="gallery-manage__count" aria-live="polite">
        {count === 0 ? COPY.choose : COPY.selected(count)}
      </p>
      <div className="gallery-manage__actions">
        <Button disabled={count === 0 || deleting} onClick={() => setConfirming(true)}>
          {COPY.deleteSelected}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          {COPY.cancel}
        </Button>
      </div>
      {failed && <Alert>{COPY.deleteFailed}</Alert>}
      <Dialog
        open={confirming}
        title={COPY.confirmTitle(count)}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="quiet" onClick={() => setConfirming(false)}>
              {COPY.keep}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              {COPY.delete}
            </Button>
          </>
        }
      >
        <p>{COPY.confirmBody(count)}</p>
      </Dialog>
    </div>
  );
}
