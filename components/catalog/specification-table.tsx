import type { Specification } from '@/lib/catalog/read-models';

export function SpecificationTable({
  specifications,
  nameLabel,
  valueLabel,
  emptyText,
  emptyValue = '-',
  caption,
}: {
  specifications: readonly Specification[];
  nameLabel: string;
  valueLabel: string;
  emptyText: string;
  emptyValue?: string;
  caption?: string;
}) {
  // Padded like the table's cells, so the text does not touch the box it sits in.
  if (specifications.length === 0)
    return (
      <p data-testid="no-specifications" className="px-4 py-3 text-sm text-slate-600">
        {emptyText}
      </p>
    );
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg text-left text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="sr-only">
        <tr>
          <th scope="col">{nameLabel}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {specifications.map((s) => (
          <tr key={s.id} className="border-b border-slate-200 last:border-0 odd:bg-slate-50">
            {/* `lang`: a row's name or value shown in the fallback language. */}
            <th scope="row" lang={s.lang?.name} className="w-2/5 px-3 py-2 align-top font-medium text-slate-700">
              {s.name}
            </th>
            <td lang={s.value ? s.lang?.value : undefined} className="px-3 py-2 text-slate-900">
              {s.value || emptyValue}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
