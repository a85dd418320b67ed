'use client';

import { useTranslations } from 'next-intl';

export type SpecDraft = { key: string; id?: number; name: string; value: string };

let counter = 0;
export function newSpecRow(): SpecDraft {
  counter += 1;
  return { key: `new-${counter}`, name: '', value: '' };
}

/** What the server receives: rows with a blank name or value are dropped there (and here). */
export function serializeSpecs(rows: SpecDraft[]): string {
  return JSON.stringify(rows.map(({ id, name, value }) => ({ ...(id ? { id } : {}), name, value })));
}

type Props = { rows: SpecDraft[]; onChange: (rows: SpecDraft[]) => void; error?: string };

/** Repeatable specification rows; the last remaining row cannot be removed (SPEC 5). */
export function SpecRows({ rows, onChange, error }: Props) {
  const t = useTranslations('adminCatalog.form');
  const update = (key: string, patch: Partial<SpecDraft>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <fieldset className="space-y-3" aria-describedby="specs-hint">
      <legend className="text-sm font-semibold text-slate-800">{t('specifications')}</legend>
      <p id="specs-hint" className="text-xs text-slate-500">
        {t('specHint')}
      </p>
      <ol className="space-y-2">
        {rows.map((row, i) => (
          <li key={row.key} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <input
              aria-label={t('specNameN', { n: i + 1 })}
              placeholder={t('specName')}
              value={row.name}
              maxLength={500}
              onChange={(e) => update(row.key, { name: e.target.value })}
              className="col-span-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
            />
            <input
              aria-label={t('specValueN', { n: i + 1 })}
              placeholder={t('specValue')}
              value={row.value}
              maxLength={500}
              onChange={(e) => update(row.key, { value: e.target.value })}
              className="col-span-1 row-start-2 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none sm:row-start-auto"
            />
            <button
              type="button"
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              disabled={rows.length <= 1}
              aria-label={t('removeSpec', { n: i + 1 })}
              className="row-span-2 self-center rounded-lg px-3 py-2 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-30 sm:row-span-1"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...rows, newSpecRow()])}
        className="rounded-lg border border-dashed border-teal-600 px-3 py-1.5 text-sm font-medium text-teal-800 hover:bg-teal-50"
      >
        + {t('addSpec')}
      </button>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
