'use client';

import { useTranslations } from 'next-intl';
import { MAX_SPEC_TEXT } from '@/lib/catalog/schemas';
import { isOutdatedField } from '@/lib/i18n/translation-outdated';
import { OutdatedNote } from '../../outdated-note';

// A translation's specification rows: exactly one per English row, by position, each showing the
// English text it translates. No add, remove or reorder: the rows belong to the default language.

/** `source`: the English row's words when this row was saved (null = before sources were kept). */
export type SpecWords = { name: string; value: string; source?: Record<string, unknown> | null };

type Props = {
  english: ReadonlyArray<{ name: string; value: string }>;
  rows: SpecWords[];
  onChange: (rows: SpecWords[]) => void;
  errors: Record<string, string | undefined>;
  language: string;
  idPrefix: string;
  outdatedLabels: { changed: string; was: string };
};

const input =
  'block w-full rounded-lg border px-3 py-2 text-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none';

export function TranslationSpecRows({ english, rows, onChange, errors, language, idPrefix, outdatedLabels }: Props) {
  const t = useTranslations('admin.itemTranslations');
  const update = (i: number, patch: Partial<SpecWords>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-3" aria-describedby={`${idPrefix}-specs-hint`}>
      <legend className="text-sm font-semibold text-slate-800">{t('specifications', { language })}</legend>
      <p id={`${idPrefix}-specs-hint`} className="text-xs text-slate-500">
        {english.length > 0 ? t('specHint') : t('noSpecs')}
      </p>
      <ol className="space-y-3">
        {english.map((source, i) => {
          const error = errors[`spec-${i}`];
          const errorId = `${idPrefix}-spec-${i}-error`;
          const row = rows[i];
          const stale = (['name', 'value'] as const).some(
            (f) => (row?.[f] ?? '').trim() !== '' && isOutdatedField(row?.source, f, source[f]),
          );
          const was = row?.source ? `${String(row.source.name ?? '')}: ${String(row.source.value ?? '')}` : null;
          return (
            <li key={i} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="mb-2 text-xs text-slate-600">
                <span className="font-semibold">{t('englishReference')}:</span>{' '}
                <span lang="en">
                  {source.name}: {source.value}
                </span>
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                <input
                  aria-label={t('specNameN', { n: i + 1, language })}
                  placeholder={source.name}
                  value={rows[i]?.name ?? ''}
                  maxLength={MAX_SPEC_TEXT}
                  onChange={(e) => update(i, { name: e.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={`${input} bg-white ${error ? 'border-red-500' : 'border-slate-300'}`}
                />
                <input
                  aria-label={t('specValueN', { n: i + 1, language })}
                  placeholder={source.value}
                  value={rows[i]?.value ?? ''}
                  maxLength={MAX_SPEC_TEXT}
                  onChange={(e) => update(i, { value: e.target.value })}
                  className={`${input} border-slate-300 bg-white`}
                />
              </div>
              {stale ? (
                <OutdatedNote
                  id={`${idPrefix}-spec-${i}-outdated`}
                  now={`${source.name}: ${source.value}`}
                  was={was}
                  labels={outdatedLabels}
                />
              ) : null}
              {error ? (
                <p id={errorId} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
