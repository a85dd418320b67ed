'use client';

import { useTranslations } from 'next-intl';
import type { FieldChange } from '@/lib/catalog/csv/changes';

/** An update row's changes in the import preview: "Name: Magnetic Box → Magnetic Box XL". */
export function CsvRowChanges({ changes }: { changes: FieldChange[] }) {
  const t = useTranslations('adminCatalogCsv.import.changes');
  const languages = useTranslations('admin.itemTranslations.languages');
  if (changes.length === 0) return null;
  const value = (c: FieldChange, side: 'before' | 'after') => {
    const text = c[side];
    if (c.field === 'gallery') {
      const photos = t('photos', { count: Number(text) });
      return side === 'after' && c.added ? `${photos} (${t('added', { count: c.added })})` : photos;
    }
    return text === '' ? t('none') : text;
  };
  return (
    <dl className="space-y-0.5 text-slate-800" data-testid="csv-row-changes">
      {changes.map((c) => (
        <div key={`${c.field}-${c.locale ?? ''}`} className="break-words" data-field={c.field} data-locale={c.locale}>
          <dt className="inline font-semibold">
            {c.locale
              ? t('inLanguage', { field: t(c.field), language: languages(c.locale as Parameters<typeof languages>[0]) })
              : t(c.field)}
            :{' '}
          </dt>
          <dd className="inline">
            <del className="text-slate-500">{value(c, 'before')}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {t('to')} </span>
            <ins className="font-medium text-slate-900 no-underline">{value(c, 'after')}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
