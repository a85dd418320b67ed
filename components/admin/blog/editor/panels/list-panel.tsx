'use client';

import { useTranslations } from 'next-intl';
import { LIST_TYPES } from '@/lib/blog/blocks';
import { controlClass, SelectField } from './fields';
import type { PanelProps } from './panel-props';

export function ListPanel({ idPrefix, content, onChange }: PanelProps<'list'>) {
  const t = useTranslations('editor.fields');
  const setItem = (index: number, value: string) =>
    onChange({ ...content, items: content.items.map((item, i) => (i === index ? value : item)) });
  return (
    <div className="grid gap-3">
      <SelectField
        id={`${idPrefix}-type`}
        label={t('listType')}
        value={content.listType}
        options={LIST_TYPES.map((v) => ({ value: v, label: t(`listTypes.${v}`) }))}
        onChange={(v) => onChange({ ...content, listType: v })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('items')}</legend>
        <ol className="grid gap-2">
          {content.items.map((item, i) => (
            <li key={i} className="flex gap-2">
              <label htmlFor={`${idPrefix}-item-${i}`} className="sr-only">
                {t('item', { n: i + 1 })}
              </label>
              <input id={`${idPrefix}-item-${i}`} value={item} onChange={(e) => setItem(i, e.target.value)} className={controlClass} />
              <button
                type="button"
                disabled={content.items.length <= 1}
                onClick={() => onChange({ ...content, items: content.items.filter((_, j) => j !== i) })}
                aria-label={t('removeItem', { n: i + 1 })}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:opacity-40"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => onChange({ ...content, items: [...content.items, ''] })}
          className="mt-2 inline-flex min-h-9 items-center rounded-md border border-dashed border-slate-400 px-3 text-sm text-slate-700 hover:bg-slate-50"
        >
          + {t('addItem')}
        </button>
      </fieldset>
    </div>
  );
}
