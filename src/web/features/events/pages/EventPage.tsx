import { lazy, Suspense, useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { EVENT_TEXTS } from "../../../../shared/texts/events.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { Tabs } from "../../../components/ui/Tabs.tsx";
import { ApiError } from "../../../lib/api.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { useAuthStatus } from "../../auth/index.ts";
import { CommentsWidget } from "../../comments/index.ts";
import { loadVolunteersWanted } from "../../committees/index.ts";
import { loadExhibitionPanel } from "../../exhibitions/index.ts";
import { useEvent } from "../api/get-event.ts";
import { CancelledNotice } from "../components/CancelledNotice.tsx";
import { DetailsTab } from "../components/DetailsTab.tsx";
import { EventBanner } from "../components/EventBanner.tsx";
import { ImagesTab } from "../components/ImagesTab.tsx";
import { NotesTab } from "../components/NotesTab.tsx";
import { ParticipationTab } from "../components/ParticipationTab.tsx";
import { useClubDates } from "../../../lib/club-dates.ts";
import { useHasEnded } from "../lib/ended.ts";
import { EVENTS_COPY } from "../../../content/events.ts";

const VolunteersWanted = lazy(loadVolunteersWanted);
const ExhibitionPanel = lazy(loadExhibitionPanel);

export const LOAD_FAILED = EVENTS_COPY.eventPage.loadFailed;
/** How long "Event not found" shows before the calendar. */
export const NOT_FOUND_REDIRECT_MS = 2500;
const TABS = ["details", "participation", "images", "notes"] as const;
type TabId = (typeof TABS)[number];

/** /events/:id (by id or slug): banner, title and the four tabs of docs/product/screens.md#event-page; the tab is kept in ?tab= so it can be linked. */
export function EventPage() {
  const id = useParams().id ?? "";
  const event = useEvent(id);
  const ended = useHasEnded(event.data);
  const dates = useClubDates();
  const status = useAuthStatus().data;
  const userId = status?.authenticated ? status.user.user_id : undefined;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t === params.get("tab")) ?? "details";
  const notFound = event.error instanceof ApiError && event.error.status === 404;
  usePageTitle(event.data?.title);

  useEffect(() => {
    if (!notFound) return;
    const timer = setTimeout(() => navigate("/calendar", { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate]);

  if (event.isPending) {
    return (
      // Its own key: React must not morph this placeholder into the page (the browser would count a layout shift).
      <main key="loading" id="main" className="page status-page" aria-busy="true">
        <p>{EVENTS_COPY.eventPage.loading}</p>
      </main>
    );
  }
  if (event.isError) {
    return (
      <main id="main" className="page status-page">
        <h1>{notFound ? EVENT_TEXTS.notFound : LOAD_FAILED}</h1>
        {notFound ? <p>{EVENTS_COPY.eventPage.redirecting}</p> : <Alert>{LOAD_FAILED}</Alert>}
        <ButtonLink variant="quiet" to="/calendar">
          {EVENTS_COPY.eventPage.back}
        </ButtonLink>
      </main>
    );
  }

  const data = event.data;
  const props = { event: data, routeId: id, currentUserId: userId };
  return (
    <main key="event" id="main" className="event-page">
      <EventBanner event={data} />
      <div className="page event-page__body">
        <header className="event-page__heading">
          <span className="eyebrow">
            {data.type_label} · {dates.span({ startDate: data.event_date, endDate: data.end_date })}
          </span>
          <h1>{data.title}</h1>
          {data.confidential && (
            <p className="event-page__confidential" title={EVENTS_COPY.confidential.markTitle}>
              {EVENTS_COPY.confidential.mark}
            </p>
          )}
        </header>
        <CancelledNotice event={data} />
        <Suspense fallback={null}>
          <VolunteersWanted eventId={data.id} closed={ended || data.cancelled_at !== null} />
        </Suspense>
        <Suspense fallback={null}>
          <ExhibitionPanel eventId={data.id} />
        </Suspense>
        <Tabs
          label={EVENTS_COPY.eventPage.tabs}
          selected={tab}
          onSelect={(next) => setParams(next === "details" ? {} : { tab: next }, { replace: true })}
          tabs={[
            { id: "details", label: EVENTS_COPY.eventPage.details, content: <DetailsTab {...props} /> },
            {
              id: "participation",
              label: EVENTS_COPY.eventPage.participation,
              content: <ParticipationTab {...props} />,
            },
            // A confidential gathering keeps no photos (decision 0059): no images tab, no upload offered.
            ...(data.confidential
              ? []
              : [
                  {
                    id: "images",
                    label: EVENTS_COPY.eventPage.images,
                    content: <ImagesTab event={data} routeId={id} />,
                  },
                ]),
            {
              id: "notes",
              label: EVENTS_COPY.eventPage.notes,
              content: (
                <NotesTab
                  event={data}
                  routeId={id}
                  comments={
                    data.inside_visible ? (
                      <CommentsWidget commentableId={data.id} />
                    ) : (
                      <p className="event-muted event-confidential-note">{EVENTS_COPY.confidential.outside}</p>
                    )
                  }
                />
              ),
            },
          ]}
        />
      </div>
    </main>
  );
}
