import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { useCalendarFeed, useChangeCalendarFeed } from "../api/calendar-feed.ts";

/** The personal calendar feed: a secret link to the events I joined, for my phone or desktop calendar. */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const url = change.data?.url ?? null;
  const active = change.data?.active ?? feed.data?.active ?? false;

  return (
    <section className="settings__section" aria-labelledby="settings-calendar">
      <h2 id="settings-calendar">Calendar feed</h2>
      <p>
        Subscribe to this private link in your calendar app and the events you join stay in step with your calendar.
        Keep it to yourself: anyone with the link sees those events.
      </p>
      {feed.isError && <Alert>Failed to load your calendar feed.</Alert>}
      {url && (
        <div className="calendar-feed__link">
          <label htmlFor="calendar-feed-url" className="field__label">
            Your calendar link (shown once)
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
      {!url && active && (
        <p className="settings__note">
          Your feed is on. For security its link cannot be shown again; make a new one if you need it.
        </p>
      )}
      <div className="settings__actions">
        <Button type="button" disabled={change.isPending} onClick={() => change.mutate("renew")}>
          {active ? "Make a new link" : "Create my calendar link"}
        </Button>
        {active && (
          <Button type="button" variant="quiet" disabled={change.isPending} onClick={() => change.mutate("off")}>
            Turn the feed off
          </Button>
        )}
      </div>
      {change.isError && <Alert>Failed to change your calendar feed.</Alert>}
    </section>
  );
}
