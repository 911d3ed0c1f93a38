import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { PageHeading } from "../../../components/ui/PageHeading.tsx";
import { Tabs } from "../../../components/ui/Tabs.tsx";
import { useAuthStatus } from "../../auth/index.ts";
import { useEvents } from "../api/list-events.ts";
import { eventDialogOpener, LazyEventDialog, usePreloadedEventDialog } from "../components/LazyEventDialog.tsx";
import { EventGrid } from "../components/EventGrid.tsx";
import { canCreateEvents } from "../lib/permissions.ts";
import { selectEvents, type EventView } from "../lib/select-events.ts";
import { ViewToggle } from "../components/ViewToggle.tsx";

const loadMonthGrid = () => import("../components/MonthGrid.tsx").then((m) => ({ default: m.MonthGrid }));
// The grid and its stylesheet load in a chunk of their own (decision 31), fetched as the member reaches for Month.
const MonthGrid = lazy(loadMonthGrid);

/**
 * /calendar: the club's events as cards, upcoming first, or as a month (`?view=month&month=2031-01`), with a search by
 * title (docs/product/screens.md#events-list).
 */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const asMonth = params.get("view") === "month";
  usePreloadedEventDialog();
  const events = useEvents();
  const auth = useAuthStatus().data;
  const mayCreate = canCreateEvents(auth);
  const [search, setSearch] = useState("");
  const [view, setView] = useState<EventView>("upcoming");
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const emptyText = (which: EventView) => {
    if (search.trim())
      return <p>No events match “{search.trim()}”. Try another word from the title, or clear the search.</p>;
    if (which === "past") return <p>Past gatherings will be kept here once they have taken place.</p>;
    return mayCreate ? (
      <p>Nothing is on the calendar yet. Choose Create Event to plan the first gathering; members will find it here.</p>
    ) : (
      <p>Nothing is on the calendar yet. New gatherings appear here as soon as a host announces them.</p>
    );
  };
  const panel = (which: EventView) => {
    if (events.isPending) return <p className="events-status">Loading events…</p>;
    if (events.isError) return <Alert>Failed to load events</Alert>;
    return <EventGrid events={selectEvents(events.data, which, search)} empty={emptyText(which)} />;
  };

  const monthView = () => {
    if (events.isPending) return <p className="events-status">Loading events…</p>;
    if (events.isError) return <Alert>Failed to load events</Alert>;
    const wanted = search.trim().toLowerCase();
    const found = events.data.filter((event) => event.title.toLowerCase().includes(wanted));
    return (
      <Suspense fallback={<p className="events-status">Loading the month…</p>}>
        <MonthGrid events={found} />
      </Suspense>
    );
  };

  return (
    <main id="main" className="page events-page">
      <PageHeading eyebrow="Members' area" title="Events" lede="Gatherings, journeys and evenings among members.">
        <div className="events-toolbar">
          <div className="events-toolbar__search">
            <Field
              label="Search events"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by title"
            />
          </div>
          {auth?.authenticated && !mayCreate && (
            <p className="events-toolbar__note">
              Events are created by Founding members and Travel Hosts; as a Standard member you are welcome at every
              one.
            </p>
          )}
          {mayCreate && (
            <Button
              {...eventDialogOpener}
              onClick={() => {
                setCreated(null);
                setCreating(true);
              }}
            >
              Create Event
            </Button>
          )}
        </div>
      </PageHeading>
      {created && <Alert tone="success">“{created}” has been added to the calendar.</Alert>}
      <ViewToggle
        asMonth={asMonth}
        onChange={(toMonth) => setParams(toMonth ? { view: "month" } : {}, { replace: true })}
        onReach={() => void loadMonthGrid()}
      />
      {asMonth ? (
        monthView()
      ) : (
        <Tabs
          label="Which events"
          selected={view}
          onSelect={(id) => setView(id as EventView)}
          tabs={[
            { id: "upcoming", label: "Upcoming", content: panel("upcoming") },
            { id: "past", label: "Past", content: panel("past") },
          ]}
        />
      )}
      {creating && (
        <LazyEventDialog
          mode="create"
          onClose={() => setCreating(false)}
          onSaved={(event) => {
            setCreating(false);
            setCreated(event.title);
          }}
        />
      )}
    </main>
  );
}
