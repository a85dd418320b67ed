import type { BarSeries } from './bar-chart';
import { ChartLegend, ChartPatterns, fillOf } from './chart-patterns';

// Columns per week (Monday's date below), the series side by side, drawn on the server as SVG with
// percentage x positions so the text keeps its size on a phone. Numbers stand above the columns
// while there is room (up to LABELLED_WEEKS weeks; an empty week has no column and no number, which
// keeps a phone's narrow slots legible); the table beside the chart always has every number.

const PLOT_H = 160;
const TOP = 18;
const AXIS_H = 22;
const LABELLED_WEEKS = 16;
/** At most this many week names under the axis: a long range names every second, third … week. */
const MAX_AXIS_LABELS = 6;

export type WeekColumn = { week: string; axisLabel: string; values: readonly number[]; texts: readonly string[] };

export function WeekChart({
  id,
  label,
  series,
  weeks,
}: {
  id: string;
  label: string;
  series: readonly BarSeries[];
  weeks: readonly WeekColumn[];
}) {
  const top = Math.max(0, ...weeks.flatMap((w) => w.values));
  const slot = 100 / Math.max(weeks.length, 1);
  const barW = (slot * 0.8) / series.length;
  const step = Math.ceil(weeks.length / MAX_AXIS_LABELS);
  const h = (v: number) => (top > 0 ? (v / top) * PLOT_H : 0);
  return (
    <figure className="space-y-2" data-testid={`insights-chart-${id}`}>
      <ChartLegend prefix={id} series={series} />
      <svg role="img" aria-label={label} width="100%" height={TOP + PLOT_H + AXIS_H} className="block overflow-visible">
        <ChartPatterns prefix={id} />
        <line x1="0" x2="100%" y1={TOP + PLOT_H} y2={TOP + PLOT_H} stroke="#475569" strokeWidth="1" />
        {weeks.map((w, i) => {
          const x0 = i * slot + slot * 0.1;
          return (
            <g key={w.week}>
              {series.map((s, j) => {
                const bh = h(w.values[j] ?? 0);
                const x = x0 + j * barW;
                return (
                  <g key={s.name}>
                    {bh > 0 && (
                      <rect
                        x={`${x}%`}
                        y={TOP + PLOT_H - bh}
                        width={`${barW}%`}
                        height={bh}
                        fill={fillOf(id, s.fill)}
                        stroke="#0f172a"
                        strokeWidth="1"
                      />
                    )}
                    {weeks.length <= LABELLED_WEEKS && bh > 0 && (
                      <text
                        x={`${x + barW / 2}%`}
                        y={TOP + PLOT_H - bh - 4}
                        fontSize="11"
                        textAnchor="middle"
                        fill="#0f172a"
                        fontWeight="600"
                      >
                        {w.texts[j]}
                      </text>
                    )}
                  </g>
                );
              })}
              {i % step === 0 && (
                <text x={`${i * slot + slot / 2}%`} y={TOP + PLOT_H + 16} fontSize="11" textAnchor="middle" fill="#334155">
                  {w.axisLabel}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
