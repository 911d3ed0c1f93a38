import type { ReactNode } from "react";
import type { Event } from "../../../../shared/events.ts";
import { NoteEditor } from "./NoteEditor.tsx";

/** Notes and Comments: the organiser's note, then the conversation (the comments widget, composed by the page). */
export function NotesTab({ event, routeId, comments }: { event: Event; routeId: string; comments: ReactNode }) {
  return (
    <div className="event-notes">
      <NoteEditor event={event} routeId={routeId} />
      {comments}
    </div>
  );
}
