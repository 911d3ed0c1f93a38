import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { ChoiceGroup } from "../../../components/ui/ChoiceGroup.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PRIVACY_COPY } from "../../../content/privacy.ts";
import { useCloseAccount } from "../api/privacy.ts";

const COPY = PRIVACY_COPY;

/**
 * Closing her account: her password (and her second factor, asked by the step-up dialog when she has one), what
 * becomes of her comments and event photos. Focus stays inside; Escape closes. Once closed she is signed out.
 */
export function CloseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState("");
  const [comments, setComments] = useState<"keep" | "delete">("keep");
  const [photos, setPhotos] = useState<"leave" | "delete">("leave");
  const close = useCloseAccount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate(
      { password, comments, leave_event_photos: photos === "leave" },
      { onSuccess: () => window.location.assign("/login") },
    );
  };

  return (
    <Dialog
      open={open}
      title={COPY.dialogTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="quiet" onClick={onClose}>
            {COPY.cancel}
          </Button>
          <Button type="submit" form="close-account-form" disabled={close.isPending || password === ""}>
            {COPY.confirm}
          </Button>
        </>
      }
    >
      <form id="close-account-form" className="privacy__close-form" onSubmit={submit}>
        <p>{COPY.dialogText}</p>
        <ChoiceGroup
          legend={COPY.commentsLegend}
          kind="radio"
          options={[
            { value: "keep", label: COPY.commentsKeep },
            { value: "delete", label: COPY.commentsDelete },
          ]}
          selected={[comments]}
          onChange={([value]) => setComments(value === "delete" ? "delete" : "keep")}
        />
        <ChoiceGroup
          legend={COPY.photosLegend}
          kind="radio"
          options={[
            { value: "leave", label: COPY.photosLeave },
            { value: "delete", label: COPY.photosDelete },
          ]}
          selected={[photos]}
          onChange={([value]) => setPhotos(value === "delete" ? "delete" : "leave")}
        />
        <Field
          label={COPY.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={close.error instanceof Error ? close.error.message || COPY.closeFailed : undefined}
        />
      </form>
    </Dialog>
  );
}
