import { lazy, Suspense } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useLocalDrafts } from "../lib/local-drafts.ts";
import { ScheduleSidePanel } from "../components/ScheduleSidePanel.tsx";

// The grid, its stylesheet and the events it fetches load in a chunk of their own (decision 31).
const MonthGrid = lazy(() => import("../components/MonthGrid.tsx").then((m) => ({ default: m.MonthGrid })));

/**
 * /activities-member (docs/product/screens.md#schedule): the Schedule, the club's events of a month (`?month=2031-01`)
 * as the events list gives them, where "Create Event" pencils in a local draft.
 */
export function SchedulePage() {
  const { drafts, create, discard } = useLocalDrafts();
  return (
    <main id="main" className="page">
      <PageHeading eyebrow="Members' area" title="Schedule">
        <div className="schedule-actions">
          <Button onClick={create}>Create Event</Button>
        </div>
      </PageHeading>
      <div className="schedule">
        <section className="schedule__calendar" aria-label="Calendar">
          <Suspense fallback={<p className="events-status">Loading the month…</p>}>
            <MonthGrid drafts={drafts} />
          </Suspense>
        </section>
        <ScheduleSidePanel drafts={drafts} onDiscard={discard} />
      </div>
    </main>
  );
}
