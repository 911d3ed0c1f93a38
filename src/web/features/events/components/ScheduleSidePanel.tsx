import { Navigate } from "react-router";
import { useAuthStatus } from "../../auth/index.ts";
import type { LocalDraft } from "../lib/local-drafts.ts";
import { EVENTS_COPY } from "../../../content/events.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

/**
 * The Schedule's side panel (350 px wide; it sends the unauthenticated to /no-permission).
 * It keeps the drafts made on this page.
 */
export function ScheduleSidePanel({
  drafts,
  onDiscard,
}: {
  drafts: readonly LocalDraft[];
  onDiscard: (id: string) => void;
}) {
  const dates = useClubDates();
  const status = useAuthStatus();
  if (status.isSuccess && !status.data.authenticated) return <Navigate to="/no-permission" replace />;
  return (
    <aside className="schedule-panel" aria-labelledby="schedule-panel-title">
      <h2 id="schedule-panel-title" className="schedule-panel__title">
        {EVENTS_COPY.schedulePanel.title}
      </h2>
      {drafts.length === 0 ? (
        <p className="schedule-panel__empty">{EVENTS_COPY.schedulePanel.empty}</p>
      ) : (
        <ul className="schedule-panel__list">
          {drafts.map((draft) => (
            <li key={draft.id} className="schedule-draft" style={{ borderLeftColor: draft.color }}>
              <span className="schedule-draft__title">{draft.title}</span>
              <span className="schedule-draft__when">
                {EVENTS_COPY.schedulePanel.draftWhen(dates.day(draft.createdAt), dates.time(draft.createdAt))}
              </span>
              <button
                type="button"
                className="text-button schedule-draft__discard"
                onClick={() => onDiscard(draft.id)}
                aria-label={EVENTS_COPY.schedulePanel.discardLabel(draft.title)}
              >
                {EVENTS_COPY.schedulePanel.discard}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="schedule-panel__note">{EVENTS_COPY.schedulePanel.note}</p>
    </aside>
  );
}
