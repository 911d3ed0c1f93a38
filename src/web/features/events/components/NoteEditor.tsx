import { useState } from "react";
import type { Event } from "../../../../shared/events.ts";
import { EVENT_LIMITS } from "../../../../shared/event-limits.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { useUpdateEvent } from "../api/update-event.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

/** The organiser's note at the top of Notes and Comments, edited in place by the creator or an admin (docs/product/access.md#managing-events). */
export function NoteEditor({ event, routeId }: { event: Event; routeId: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateEvent(routeId);
  const save = () =>
    update.mutate({ id: event.id, body: { note: draft?.trim() ? draft : null } }, { onSuccess: () => setDraft(null) });

  if (draft !== null) {
    return (
      <div className="event-note event-note--editing">
        <TextareaField
          label={EVENTS_COPY.note.label}
          value={draft}
          maxLength={EVENT_LIMITS.noteMax}
          onChange={(e) => setDraft(e.target.value)}
        />
        {update.isError && <Alert>{update.error.message}</Alert>}
        <div className="event-actions">
          <Button variant="quiet" onClick={() => setDraft(null)}>
            {EVENTS_COPY.note.cancel}
          </Button>
          <Button disabled={update.isPending} onClick={save}>
            {EVENTS_COPY.note.save}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="event-note">
      <h2 className="event-section-title">{EVENTS_COPY.note.title}</h2>
      {event.note ? (
        <p className="event-note__text">{event.note}</p>
      ) : (
        <p className="event-muted">{event.can_edit ? EVENTS_COPY.note.addHint : EVENTS_COPY.note.none}</p>
      )}
      {event.can_edit && (
        <Button variant="quiet" onClick={() => setDraft(event.note ?? "")}>
          {event.note ? EVENTS_COPY.note.edit : EVENTS_COPY.note.add}
        </Button>
      )}
    </div>
  );
}
