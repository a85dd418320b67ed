// The two fills of the Insights charts: solid for the first series, diagonal hatching for the
// second, so the series differ by shape as well as colour (readable in grey print and for people
// who do not tell the colours apart). Each chart defines its own ids (several charts on one page).

export type SeriesFill = 'solid' | 'hatch';

export function fillOf(prefix: string, fill: SeriesFill): string {
  return fill === 'solid' ? 'var(--insights-solid, #1d4ed8)' : `url(#${prefix}-hatch)`;
}

export function ChartPatterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={`${prefix}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="#fef3c7" />
        <line x1="0" y1="0" x2="0" y2="6" stroke="#92400e" strokeWidth="3" />
      </pattern>
    </defs>
  );
}

/** The legend: a swatch drawn with the same fill as the bars, and the series' name. */
export function ChartLegend({ prefix, series }: { prefix: string; series: ReadonlyArray<{ name: string; fill: SeriesFill }> }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.name} className="inline-flex items-center gap-2">
          <svg width="18" height="12" aria-hidden="true" focusable="false">
            <ChartPatterns prefix={`${prefix}-legend${i}`} />
            <rect width="18" height="12" fill={fillOf(`${prefix}-legend${i}`, s.fill)} stroke="#0f172a" strokeWidth="1" />
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}
