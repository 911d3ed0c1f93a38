import { useState, type FormEvent } from "react";
import type { Image } from "../../../../shared/gallery.ts";
import { REMOVAL_LIMITS } from "../../../../shared/gallery.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Dialog } from "../../../components/ui/Dialog.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { GALLERY_COPY } from "../../../content/gallery.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useAskRemoval, useDecideRemoval, useRemovalState } from "../api/photo-removal.ts";

const COPY = GALLERY_COPY.removal;

/**
 * "Remove me" on a photo (docs/product/privacy.md#remove-me): a member who is not its uploader asks for it to come
 * down; its uploader or an admin sees the request and keeps it down or restores it, with a reason.
 */
export function PhotoRemoval({ image, onGone, label }: { image: Image; onGone: () => void; label?: string }) {
  if (image.can_edit) return image.withheld ? <RemovalDecision image={image} /> : null;
  return <AskRemoval image={image} onGone={onGone} label={label ?? COPY.ask} />;
}

function AskRemoval({ image, onGone, label }: { image: Image; onGone: () => void; label: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const ask = useAskRemoval(image.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(reason.trim());
  };
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Dialog
          open
          title={COPY.askTitle}
          onClose={() => (ask.isSuccess ? onGone() : setOpen(false))}
          footer={
            ask.isSuccess ? (
              <Button onClick={onGone}>{COPY.close}</Button>
            ) : (
              <>
                <Button variant="quiet" onClick={() => setOpen(false)}>
                  {COPY.cancel}
                </Button>
                <Button type="submit" form="photo-removal-ask" disabled={ask.isPending}>
                  {COPY.send}
                </Button>
              </>
            )
          }
        >
          {ask.isSuccess ? (
            <Alert tone="success">{COPY.sent}</Alert>
          ) : (
            <form id="photo-removal-ask" className="photo-removal" onSubmit={submit}>
              <p>{COPY.askLead}</p>
              <TextareaField
                label={COPY.reasonLabel}
                hint={COPY.reasonHint}
                value={reason}
                maxLength={REMOVAL_LIMITS.reasonMax}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
              />
              {ask.isError && <Alert>{COPY.failed}</Alert>}
            </form>
          )}
        </Dialog>
      )}
    </>
  );
}

function RemovalDecision({ image }: { image: Image }) {
  const dates = useClubDates();
  const state = useRemovalState(image.id, true);
  const decide = useDecideRemoval(image.id);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const request = state.data?.request;
  const restore = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(COPY.restoreReasonRequired);
      return;
    }
    setError(undefined);
    decide.mutate({ restore: true, reason: reason.trim() });
  };
  return (
    <section className="photo-removal photo-removal--decision" aria-labelledby={`removal-${image.id}`}>
      <h3 id={`removal-${image.id}`} className="photo-removal__heading">
        {request?.status === "kept" ? COPY.keptHeading : COPY.pendingHeading}
      </h3>
      <p>{COPY.hiddenLead}</p>
      {request && (
        <p className="photo-removal__reason">
          {COPY.askedOn} <time dateTime={request.requested_at}>{dates.day(request.requested_at)}</time>
          {request.reason ? (
            <>
              {COPY.theirReason}
              <q>{request.reason}</q>
            </>
          ) : (
            COPY.noReason
          )}
        </p>
      )}
      <form className="photo-removal__form" onSubmit={restore} noValidate>
        <TextareaField
          label={COPY.restoreReasonLabel}
          hint={COPY.restoreReasonHint}
          value={reason}
          error={error}
          maxLength={REMOVAL_LIMITS.reasonMax}
          rows={2}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="photo-removal__actions">
          {request?.status === "pending" && (
            <Button variant="quiet" disabled={decide.isPending} onClick={() => decide.mutate({ restore: false })}>
              {COPY.keep}
            </Button>
          )}
          <Button type="submit" disabled={decide.isPending}>
            {COPY.restore}
          </Button>
        </div>
      </form>
      {decide.isError && <Alert>{COPY.failed}</Alert>}
      {decide.isSuccess && request?.status === "kept" && <Alert tone="success">{COPY.keptDone}</Alert>}
    </section>
  );
}
