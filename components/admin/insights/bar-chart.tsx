import { ChartLegend, ChartPatterns, fillOf, type SeriesFill } from './chart-patterns';

// Horizontal bars drawn on the server as SVG. Widths are percentages of the chart's own width and
// text keeps its pixel size, so a phone gets the same readable labels as a desktop (a scaled
// viewBox would shrink them). Each bar carries its number as text; the table beside the chart is
// the accessible source, the chart is an image with a label.

export type BarRow = { key: string; label: string; values: readonly number[]; texts: readonly string[] };
export type BarSeries = { name: string; fill: SeriesFill };

const LABEL_H = 18;
const BAR_H = 16;
const GAP = 4;
const ROW_GAP = 10;
/** The longest bar leaves room after it for its number (a chart of longer labels may ask for less). */
const MAX_BAR_PCT = 70;

export function BarChart({
  id,
  label,
  series,
  rows,
  max,
  maxBarPct = MAX_BAR_PCT,
}: {
  id: string;
  label: string;
  series: readonly BarSeries[];
  rows: readonly BarRow[];
  /** The value of a full bar (e.g. 1 for rates); default the largest value shown. */
  max?: number;
  /** The width of the longest bar, in percent of the chart. */
  maxBarPct?: number;
}) {
  const top = max ?? Math.max(0, ...rows.flatMap((r) => r.values));
  const rowH = LABEL_H + series.length * (BAR_H + GAP) + ROW_GAP;
  const height = rows.length * rowH;
  const pct = (v: number) => (top > 0 ? (v / top) * maxBarPct : 0);
  return (
    <figure className="space-y-2" data-testid={`insights-chart-${id}`}>
      <ChartLegend prefix={id} series={series} />
      <svg role="img" aria-label={label} width="100%" height={height} className="block overflow-visible">
        <ChartPatterns prefix={id} />
        {rows.map((row, r) => {
          const y0 = r * rowH;
          return (
            <g key={row.key}>
              <text x="0" y={y0 + 13} fontSize="13" fill="#0f172a">
                {row.label.length > 48 ? `${row.label.slice(0, 47)}…` : row.label}
              </text>
              {series.map((s, i) => {
                const y = y0 + LABEL_H + i * (BAR_H + GAP);
                const w = pct(row.values[i] ?? 0);
                return (
                  <g key={s.name}>
                    <rect
                      x="0"
                      y={y}
                      width={`${w}%`}
                      height={BAR_H}
                      fill={fillOf(id, s.fill)}
                      stroke="#0f172a"
                      strokeWidth={w > 0 ? 1 : 0}
                    />
                    <text x={`${w + 1}%`} y={y + 12.5} fontSize="12" fill="#0f172a" fontWeight="600">
                      {row.texts[i]}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
