import { lazy, Suspense } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useLocalDrafts } from "../lib/local-drafts.ts";
import { ScheduleSidePanel } from "../components/ScheduleSidePanel.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";
import { usePageTitle } from "../../../lib/page-title.ts";

// The grid, its stylesheet and the events it fetches load in a chunk of their own (decision 31).
const MonthGrid = lazy(() => import("../components/MonthGrid.tsx").then((m) => ({ default: m.MonthGrid })));

/**
 * /activities-member (docs/product/screens.md#schedule): the Schedule, the club's events of a month (`?month=2031-01`)
 * as the events list gives them, where "Create Event" pencils in a local draft.
 */
export function SchedulePage() {
  usePageTitle("Schedule");
  const { drafts, create, discard } = useLocalDrafts();
  return (
    <main id="main" className="page">
      <PageHeading eyebrow={EVENTS_COPY.schedulePage.eyebrow} title={EVENTS_COPY.schedulePage.title}>
        <div className="schedule-actions">
          <Button onClick={create}>{EVENTS_COPY.schedulePage.create}</Button>
        </div>
      </PageHeading>
      <div className="schedule">
        <section className="schedule__calendar" aria-label={EVENTS_COPY.schedulePage.calendar}>
          <Suspense fallback={<p className="events-status">{EVENTS_COPY.schedulePage.loadingMonth}</p>}>
            <MonthGrid drafts={drafts} />
          </Suspense>
        </section>
        <ScheduleSidePanel drafts={drafts} onDiscard={discard} />
      </div>
    </main>
  );
}
