import { useState } from "react";
import type { Event } from "../../../../shared/events.ts";
import { EVENT_LIMITS } from "../../../../shared/event-limits.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { useCancelEvent } from "../api/cancel-event.ts";
import { ScopeChoice } from "./ScopeChoice.tsx";
import type { SeriesScope } from "../../../../shared/event-series.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** Cancel event (its creator or an admin): the reason members are told; the page stays with a Cancelled banner. */
export function CancelEventDialog({ event, routeId, onClose }: { event: Event; routeId: string; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [scope, setScope] = useState<SeriesScope>("this");
  const cancel = useCancelEvent(routeId);
  return (
    <ConfirmDialog
      open
      title={EVENTS_COPY.cancelDialog.title}
      confirmLabel={EVENTS_COPY.cancelDialog.confirm}
      busy={cancel.isPending}
      onClose={onClose}
      onConfirm={() =>
        cancel.mutate({ id: event.id, reason, scope: event.series_id ? scope : undefined }, { onSuccess: onClose })
      }
    >
      <p>{EVENTS_COPY.cancelDialog.body(event.title)}</p>
      {event.series_id && (
        <ScopeChoice legend={EVENTS_COPY.cancelDialog.scopeLegend} scope={scope} onChange={setScope} />
      )}
      <TextareaField
        label={EVENTS_COPY.cancelDialog.reason}
        value={reason}
        maxLength={EVENT_LIMITS.cancelReasonMax}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
      />
      {cancel.isError && <Alert>{cancel.error.message}</Alert>}
    </ConfirmDialog>
  );
}
