import { Button } from "../../../components/ui/Button.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { useLocalDrafts } from "../lib/local-drafts.ts";
import { MonthCalendar } from "../components/MonthCalendar.tsx";
import { ScheduleSidePanel } from "../components/ScheduleSidePanel.tsx";

/** /activities-member (docs/product/screens.md#schedule): the Schedule, where "Create Event" pencils in a local draft. */
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
          <MonthCalendar month={new Date()} drafts={drafts} />
        </section>
        <ScheduleSidePanel drafts={drafts} onDiscard={discard} />
      </div>
    </main>
  );
}
