import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useCalendarFeed, useChangeCalendarFeed } from "../api/calendar-feed.ts";
import { MEMBERS_COPY } from "../../../content/members.ts";

const COPY = MEMBERS_COPY.calendarFeed;

/** The personal calendar feed: a secret link to the events I joined, for my phone or desktop calendar. */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const url = change.data?.url ?? null;
  const active = change.data?.active ?? feed.data?.active ?? false;

  return (
    <section className="settings__section" aria-labelledby="settings-calendar">
      <h2 id="settings-calendar">{COPY.heading}</h2>
      <p>{COPY.intro}</p>
      {feed.isError && <Alert>{COPY.loadFailed}</Alert>}
      {url && (
        <div className="calendar-feed__link">
          <label htmlFor="calendar-feed-url" className="field__label">
            {COPY.link}
          </label>
          <input
            id="calendar-feed-url"
            className="field__input"
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
          />
        </div>
      )}
      {!url && active && <p className="settings__note">{COPY.feedOn}</p>}
      <div className="settings__actions">
        <Button type="button" disabled={change.isPending} onClick={() => change.mutate("renew")}>
          {active ? COPY.renew : COPY.create}
        </Button>
        {active && (
          <Button type="button" variant="quiet" disabled={change.isPending} onClick={() => change.mutate("off")}>
            {COPY.off}
          </Button>
        )}
      </div>
      {change.isError && <Alert>{COPY.changeFailed}</Alert>}
    </section>
  );
}
