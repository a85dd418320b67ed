import type { ReactNode } from 'react';

// One block of the Insights page: heading, what is counted, the CSV link, and the chart with its
// table beside it (stacked on a phone). The table is the accessible source of the figures.

export function InsightSection({
  id,
  title,
  note,
  csvHref,
  csvLabel,
  more,
  lead,
  chart,
  footer,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  csvHref: string;
  csvLabel: string;
  more?: string | null;
  /** Read before the figures (what they were converted at, what is missing). */
  lead?: ReactNode;
  chart?: ReactNode;
  /** After the figures (the owner's rates form). */
  footer?: ReactNode;
  /** A full-width section puts chart and table side by side on a large screen; others stack them. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`insights-${id}`}
      data-testid={`insights-${id}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="max-w-3xl">
          <h2 id={`insights-${id}`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {note && <p className="text-sm text-slate-600">{note}</p>}
        </div>
        <a
          href={csvHref}
          download
          aria-describedby={`insights-${id}`}
          data-testid={`insights-csv-${id}`}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {csvLabel}
        </a>
      </header>
      {lead}
      <div className={chart && wide ? 'grid gap-4 lg:grid-cols-2' : 'space-y-4'}>
        {chart && <div className="min-w-0">{chart}</div>}
        {/* A table wider than a phone scrolls sideways; the keyboard reaches it (tab stop, named by the heading). */}
        <div
          role="region"
          aria-labelledby={`insights-${id}`}
          tabIndex={0}
          className="min-w-0 overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {children}
        </div>
      </div>
      {more && <p className="text-xs text-slate-600">{more}</p>}
      {footer}
    </section>
  );
}

/** A plain figures table: the first column names the row (a row header), the others are numbers. */
export function FiguresTable({
  id,
  columns,
  rows,
  empty,
}: {
  id: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid={`insights-${id}-empty`}>
        {empty}
      </p>
    );
  return (
    <table className="w-full text-sm" data-testid={`insights-table-${id}`}>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-700">
          {columns.map((c, i) => (
            <th key={c} scope="col" className={`px-2 py-1.5 font-semibold ${i > 0 ? 'text-right' : ''}`}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-key={row.key} className="border-b border-slate-100">
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-2 py-1.5 text-left font-normal text-slate-900">
                  {cell}
                </th>
              ) : (
                <td key={i} className="px-2 py-1.5 text-right text-slate-900 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
