import { useState } from "react";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";

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
  const noun = count === 1 ? "image" : "images";
  return (
    <div className="gallery-manage" role="region" aria-label="Manage media">
      <p className="gallery-manage__count" aria-live="polite">
        {count === 0 ? "Choose the images to delete." : `${count} ${noun} selected`}
      </p>
      <div className="gallery-manage__actions">
        <Button disabled={count === 0 || deleting} onClick={() => setConfirming(true)}>
          Delete Selected
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {failed && <Alert>The images could not be deleted. Please try again.</Alert>}
      <Dialog
        open={confirming}
        title={`Delete ${count} ${noun}?`}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="quiet" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        <p>
          The {noun} and {count === 1 ? "its" : "their"} comments will be removed from the gallery. This action cannot
          be undone.
        </p>
      </Dialog>
    </div>
  );
}
