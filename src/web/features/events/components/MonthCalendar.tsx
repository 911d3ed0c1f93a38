import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { isoDay, type LocalDraft } from "../lib/local-drafts.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** This month as a calendar, with the local drafts on their days. */
export function MonthCalendar({ month, drafts }: { month: Date; drafts: readonly LocalDraft[] }) {
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <table className="month">
      <caption className="month__caption">{format(month, "MMMM yyyy")}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className="month__weekday">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={isoDay(week[0]!)}>
            {week.map((day) => {
              const onDay = drafts.filter((draft) => draft.date === isoDay(day));
              const classes = [
                "month__day",
                !isSameMonth(day, month) && "month__day--outside",
                isToday(day) && "month__day--today",
              ];
              return (
                <td
                  key={isoDay(day)}
                  className={classes.filter(Boolean).join(" ")}
                  aria-current={isToday(day) ? "date" : undefined}
                >
                  <span className="month__number">{format(day, "d")}</span>
                  {onDay.map((draft) => (
                    <span key={draft.id} className="month__draft" style={{ background: draft.color }}>
                      {draft.title}
                    </span>
                  ))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
