import { useState } from "react";
import type { Stay } from "../../../../shared/stays.ts";
import { Button } from "../../../components/ui/Button.tsx";
import { localToday } from "../lib/format.ts";
import { useClubDates } from "../../../lib/club-dates.ts";
import { STAYS_COPY } from "../../../content/stays.ts";

type DayState = "open" | "booked" | "closed" | "past";

const pad = (n: number) => String(n).padStart(2, "0");
const COPY = STAYS_COPY.calendar;
const WEEKDAYS = COPY.weekdays;
const LABELS: Record<DayState, string> = COPY.days;

function stateOf(date: string, stay: Pick<Stay, "availability" | "booked">, today: string): DayState {
  if (date < today) return "past";
  if (stay.booked.some((b) => date >= b.from && date < b.to)) return "booked";
  if (stay.availability.some((w) => date >= w.from && date < w.to)) return "open";
  return "closed";
}

function Month({ year, month, stay, today }: { year: number; month: number; stay: Stay; today: string }) {
  const dates = useClubDates();
  const first = new Date(Date.UTC(year, month, 1));
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${year}-${pad(month + 1)}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <table className="stay-calendar__month">
      <caption>{dates.month(`${year}-${pad(month + 1)}`)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" abbr={day}>
              {day.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={d} />;
              const state = stateOf(date, stay, today);
              return (
                <td key={d} className={`stay-calendar__day stay-calendar__day--${state}`}>
                  <span aria-hidden="true">{Number(date.slice(8))}</span>
                  <span className="visually-hidden">
                    {Number(date.slice(8))}, {LABELS[state]}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Two months at a time: the nights the host offers, those already taken, and the rest. */
export function AvailabilityCalendar({ stay }: { stay: Stay }) {
  const today = localToday();
  const dates = useClubDates();
  const firstOpen = stay.availability.find((w) => w.to > today)?.from ?? today;
  const start = firstOpen > today ? firstOpen : today;
  const [offset, setOffset] = useState(0);
  const base = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1 + offset, 1));
  const second = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 1));
  return (
    <section className="stay-calendar" aria-labelledby="stay-calendar-heading">
      <div className="stay-calendar__head">
        <h2 id="stay-calendar-heading">{STAYS_COPY.common.availability}</h2>
        <div className="stay-calendar__nav">
          <Button variant="quiet" onClick={() => setOffset(offset - 1)} disabled={offset <= 0}>
            {COPY.earlier}
          </Button>
          <Button variant="quiet" onClick={() => setOffset(offset + 1)}>
            {COPY.later}
          </Button>
        </div>
      </div>
      <div className="stay-calendar__months">
        <Month year={base.getUTCFullYear()} month={base.getUTCMonth()} stay={stay} today={today} />
        <Month year={second.getUTCFullYear()} month={second.getUTCMonth()} stay={stay} today={today} />
      </div>
      <ul className="stay-calendar__legend">
        <li>
          <span className="stay-calendar__swatch stay-calendar__day--open" aria-hidden="true" /> {COPY.available}
        </li>
        <li>
          <span className="stay-calendar__swatch stay-calendar__day--booked" aria-hidden="true" /> {COPY.taken}
        </li>
        <li>
          <span className="stay-calendar__swatch stay-calendar__day--closed" aria-hidden="true" /> {COPY.notOffered}
        </li>
      </ul>
      {stay.availability.length > 0 && (
        <ul className="stay-calendar__windows">
          {stay.availability.map((w) => (
            <li key={`${w.from}-${w.to}`}>{COPY.window(dates.dayRange(w.from, w.to), w.min_nights, w.max_nights)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
