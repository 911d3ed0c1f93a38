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
import { EVENTS_COPY } from "../../../content/events.ts";

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
    if (search.trim()) return <p>{EVENTS_COPY.eventsPage.noMatch(search.trim())}</p>;
    if (which === "past") return <p>{EVENTS_COPY.eventsPage.noPast}</p>;
    return mayCreate ? <p>{EVENTS_COPY.eventsPage.emptyCreator}</p> : <p>{EVENTS_COPY.eventsPage.empty}</p>;
  };
  const panel = (which: EventView) => {
    if (events.isPending) return <p className="events-status">{EVENTS_COPY.eventsPage.loading}</p>;
    if (events.isError) return <Alert>{EVENTS_COPY.eventsPage.loadFailed}</Alert>;
    return <EventGrid events={selectEvents(events.data, which, search)} empty={emptyText(which)} />;
  };

  const monthView = () => {
    if (events.isPending) return <p className="events-status">{EVENTS_COPY.eventsPage.loading}</p>;
    if (events.isError) return <Alert>{EVENTS_COPY.eventsPage.loadFailed}</Alert>;
    const wanted = search.trim().toLowerCase();
    const found = events.data.filter((event) => event.title.toLowerCase().includes(wanted));
    return (
      <Suspense fallback={<p className="events-status">{EVENTS_COPY.eventsPage.loadingMonth}</p>}>
        <MonthGrid events={found} />
      </Suspense>
    );
  };

  return (
    <main id="main" className="page events-page">
      <PageHeading
        eyebrow={EVENTS_COPY.eventsPage.eyebrow}
        title={EVENTS_COPY.eventsPage.title}
        lede={EVENTS_COPY.eventsPage.lede}
      >
        <div className="events-toolbar">
          <div className="events-toolbar__search">
            <Field
              label={EVENTS_COPY.eventsPage.search}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={EVENTS_COPY.eventsPage.searchPlaceholder}
            />
          </div>
          {auth?.authenticated && !mayCreate && (
            <p className="events-toolbar__note">{EVENTS_COPY.eventsPage.standardNote}</p>
          )}
          {mayCreate && (
            <Button
              {...eventDialogOpener}
              onClick={() => {
                setCreated(null);
                setCreating(true);
              }}
            >
              {EVENTS_COPY.eventsPage.create}
            </Button>
          )}
        </div>
      </PageHeading>
      {created && <Alert tone="success">{EVENTS_COPY.eventsPage.created(created)}</Alert>}
      <ViewToggle
        asMonth={asMonth}
        onChange={(toMonth) => setParams(toMonth ? { view: "month" } : {}, { replace: true })}
        onReach={() => void loadMonthGrid()}
      />
      {asMonth ? (
        monthView()
      ) : (
        <Tabs
          label={EVENTS_COPY.eventsPage.tabs}
          selected={view}
          onSelect={(id) => setView(id as EventView)}
          tabs={[
            { id: "upcoming", label: EVENTS_COPY.eventsPage.upcoming, content: panel("upcoming") },
            { id: "past", label: EVENTS_COPY.eventsPage.past, content: panel("past") },
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
