import { useId } from "react";
import type { AdminOverview } from "../../../../shared/admin-overview.ts";
import { ADMIN_OVERVIEW_COPY } from "../../../content/admin-overview.ts";

const COPY = ADMIN_OVERVIEW_COPY.chart;
const BAR_HEIGHT = 28;
const GAP = 16;
const LABEL_WIDTH = 120;
const COUNT_WIDTH = 48;
const WIDTH = 480;

/**
 * Members by type as horizontal bars: an SVG drawn by hand (no chart library). The picture is
 * hidden from screen readers; the figure's caption says the same numbers in words.
 */
export function MembersChart({ members }: { members: AdminOverview["members"] }) {
  const rows = [
    { label: "Founding", value: members.byType.Founding },
    { label: "Standard", value: members.byType.Standard },
    { label: "Travel Host", value: members.byType["Travel Host"] },
  ];
  const captionId = useId();
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const max = Math.max(1, ...rows.map((row) => row.value));
  const barSpace = WIDTH - LABEL_WIDTH - COUNT_WIDTH;
  const height = rows.length * BAR_HEIGHT + (rows.length - 1) * GAP;
  const summary = COPY.summary(total, rows.map((row) => `${row.value} ${row.label}`).join(", "));

  return (
    <figure className="members-chart" aria-labelledby={captionId}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="members-chart__svg" aria-hidden="true" focusable="false">
        {rows.map((row, index) => {
          const y = index * (BAR_HEIGHT + GAP);
          const width = row.value === 0 ? 2 : Math.max(4, (row.value / max) * barSpace);
          return (
            <g key={row.label} transform={`translate(0 ${y})`}>
              <text x="0" y={BAR_HEIGHT / 2} dominantBaseline="central" className="members-chart__label">
                {row.label}
              </text>
              <rect x={LABEL_WIDTH} y="0" width={barSpace} height={BAR_HEIGHT} className="members-chart__track" />
              <rect
                x={LABEL_WIDTH}
                y="0"
                width={width}
                height={BAR_HEIGHT}
                className={`members-chart__bar members-chart__bar--${index}`}
              />
              <text
                x={WIDTH}
                y={BAR_HEIGHT / 2}
                dominantBaseline="central"
                textAnchor="end"
                className="members-chart__count"
              >
                {row.value}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId} className="members-chart__caption">
        {summary}
        {members.admins > 0 && COPY.admins(members.admins)}
        {members.deactivated > 0 && COPY.deactivated(members.deactivated)}
      </figcaption>
    </figure>
  );
}
