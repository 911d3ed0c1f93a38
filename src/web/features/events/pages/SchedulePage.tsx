import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useEvents } from "../api/list-events.ts";
import { isoDay, useLocalDrafts } from "../lib/local-drafts.ts";
import { byStart, draftItem, eventItem, monthParam } from "../lib/calendar-items.ts";
import { MonthGrid } from "../components/MonthGrid.tsx";
import { ScheduleSidePanel } from "../components/ScheduleSidePanel.tsx";

/**
 * /activities-member (docs/product/screens.md#schedule): the Schedule, the club's events of a month (`?month=2031-01`)
 * as the events list gives them, where "Create Event" pencils in a local draft.
 */
export function SchedulePage() {
  const { drafts, create, discard } = useLocalDrafts();
  const events = useEvents();
  const [params, setParams] = useSearchParams();
  const today = isoDay(new Date());
  const month = monthParam(params, today);
  const items = [...byStart(events.data ?? []).map(eventItem), ...drafts.map(draftItem)];
  return (
    <main id="main" className="page">
      <PageHeading eyebrow="Members' area" title="Schedule">
        <div className="schedule-actions">
          <Button onClick={create}>Create Event</Button>
        </div>
      </PageHeading>
      <div className="schedule">
        <section className="schedule__calendar" aria-label="Calendar">
          {events.isError && <Alert>Failed to load events</Alert>}
          <MonthGrid
            month={month}
            today={today}
            items={items}
            onMonthChange={(to) => setParams({ month: to }, { replace: true })}
          />
        </section>
        <ScheduleSidePanel drafts={drafts} onDiscard={discard} />
      </div>
    </main>
  );
}
