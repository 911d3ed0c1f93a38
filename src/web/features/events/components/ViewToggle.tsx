import { Button } from "../../../components/ui/Button.tsx";
import { EVENTS_COPY } from "../../../content/events.ts";

/** List or Month: two pressed-or-not buttons, as the calendar's way of showing events. */
export function ViewToggle({
  asMonth,
  onChange,
  onReach,
}: {
  asMonth: boolean;
  onChange: (asMonth: boolean) => void;
  /** The member reaches for Month (pointer, focus): its chunk may be fetched. */
  onReach: () => void;
}) {
  return (
    <div className="events-view" role="group" aria-label={EVENTS_COPY.viewToggle.label}>
      <Button variant={asMonth ? "quiet" : "primary"} aria-pressed={!asMonth} onClick={() => onChange(false)}>
        {EVENTS_COPY.viewToggle.list}
      </Button>
      <Button
        variant={asMonth ? "primary" : "quiet"}
        aria-pressed={asMonth}
        onClick={() => onChange(true)}
        onPointerEnter={onReach}
        onFocus={onReach}
      >
        {EVENTS_COPY.viewToggle.month}
      </Button>
    </div>
  );
}
