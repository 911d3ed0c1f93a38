import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useEventsBetween } from "../api/events-between.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { addDays } from "../../../../shared/calendar-date.ts";
import {
  WEEKDAY_NAMES,
  addMonths,
  itemsByDay,
  monthOf,
  monthWeeks,
  moveDay,
  parseMonth,
  sameDayIn,
  todayIso,
  type CalendarItem,
  type Month,
} from "../lib/month-grid.ts";
import type { Event } from "../../../../shared/events.ts";
import type { LocalDraft } from "../lib/local-drafts.ts";
import { byStart, draftItem, eventItem } from "../lib/calendar-items.ts";
import "../../../styles/month-grid.css";
import { EVENTS_COPY } from "../../../content/events.ts";
import { useClubDates } from "../../../lib/club-dates.ts";

interface Props {
  /** The events to show (the list's, searched); left out, those of the weeks shown, fetched. */
  events?: readonly Event[];
  /** The Schedule page's local drafts. */
  drafts?: readonly LocalDraft[];
}

function Item({ item, tabbable }: { item: CalendarItem; tabbable: boolean }) {
  const style = { "--event-color": item.color } as CSSProperties;
  const className = item.cancelled ? "month__item month__item--cancelled" : "month__item";
  const text = (
    <>
      {item.time && <span className="month__time">{item.time}</span>} {item.title}
      {item.cancelled && <span className="visually-hidden">{EVENTS_COPY.month.cancelled}</span>}
    </>
  );
  return item.href ? (
    <Link to={item.href} className={className} style={style} tabIndex={tabbable ? 0 : -1}>
      {text}
    </Link>
  ) : (
    <span className={className} style={style}>
      {text}
    </span>
  );
}

/**
 * A month as a grid (docs/product/screens.md#month-view): one cell per day, each item in its colour, today marked.
 * One day is active and in the tab order; the arrow keys move it by a day or a week, Home and End to the week's
 * ends, Page Up and Page Down by a month (crossing into the next month turns the page). The active day's events
 * are listed under the grid, where Tab reaches them (the grid's own links are for the pointer).
 */
export function MonthGrid({ events, drafts = [] }: Props) {
  const today = todayIso();
  const dates = useClubDates();
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get("month")) ?? monthOf(today);
  const onMonthChange = (to: Month) =>
    setParams(
      (current) => {
        current.set("month", to);
        return current;
      },
      { replace: true },
    );
  const weeks = monthWeeks(month);
  const club = useEventsBetween(weeks[0]![0]!, addDays(weeks.at(-1)![6]!, 1), events === undefined);
  const items = [
    ...byStart(events ?? club.data ?? []).map((event) => eventItem(dates, event)),
    ...drafts.map(draftItem),
  ];
  const titleId = useId();
  const [active, setActive] = useState(() => (monthOf(today) === month ? today : `${month}-01`));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const byDay = itemsByDay(items, weeks);
  const activeDay = monthOf(active) === month ? active : sameDayIn(month, Number(active.slice(8)));

  // A key that crosses into another month waits for the page to turn before it moves the focus.
  useEffect(() => {
    if (!moved.current || monthOf(active) !== month) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [active, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if ((event.target as HTMLElement).getAttribute("role") !== "gridcell") return;
    const next = moveDay(activeDay, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setActive(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };
  const turn = (to: Month) => {
    setActive(monthOf(today) === to ? today : `${to}-01`);
    onMonthChange(to);
  };
  const onActiveDay = byDay.get(activeDay) ?? [];

  return (
    <div className="month-grid">
      {club.isError && <Alert>{EVENTS_COPY.month.loadFailed}</Alert>}
      <div className="month-grid__bar">
        <h2 id={titleId} className="month-grid__title" aria-live="polite">
          {dates.month(month)}
        </h2>
        <div className="month-grid__nav" role="group" aria-label={EVENTS_COPY.month.nav}>
          <Button
            variant="quiet"
            onClick={() => turn(addMonths(month, -1))}
            aria-label={EVENTS_COPY.month.previousMonth}
          >
            ‹ <span aria-hidden="true">{EVENTS_COPY.month.previous}</span>
          </Button>
          <Button variant="quiet" onClick={() => turn(monthOf(today))} disabled={month === monthOf(today)}>
            {EVENTS_COPY.month.thisMonth}
          </Button>
          <Button variant="quiet" onClick={() => turn(addMonths(month, 1))} aria-label={EVENTS_COPY.month.nextMonth}>
            <span aria-hidden="true">{EVENTS_COPY.month.next}</span> ›
          </Button>
        </div>
      </div>
      <table ref={grid} role="grid" className="month" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" className="month__weekday" abbr={name}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isActive = day === activeDay;
                const classes = [
                  "month__day",
                  monthOf(day) !== month && "month__day--outside",
                  day === today && "month__day--today",
                  isActive && "month__day--active",
                ];
                return (
                  <td
                    key={day}
                    role="gridcell"
                    data-day={day}
                    tabIndex={isActive ? 0 : -1}
                    aria-selected={isActive}
                    aria-current={day === today ? "date" : undefined}
                    className={classes.filter(Boolean).join(" ")}
                    onClick={() => setActive(day)}
                  >
                    <span className="visually-hidden">
                      {dates.longDay(day)}
                      {day === today && EVENTS_COPY.month.today}
                    </span>
                    <span className="month__number" aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                    {(byDay.get(day) ?? []).map((item) => (
                      <Item key={item.id} item={item} tabbable={false} />
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section className="month-grid__agenda" aria-label={EVENTS_COPY.month.on(dates.longDay(activeDay))}>
        <h3 className="month-grid__agenda-title">{dates.longDay(activeDay)}</h3>
        {onActiveDay.length === 0 ? (
          <p className="month-grid__empty">{EVENTS_COPY.month.nothing}</p>
        ) : (
          <ul className="month-grid__agenda-list">
            {onActiveDay.map((item) => (
              <li key={item.id}>
                <Item item={item} tabbable />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
