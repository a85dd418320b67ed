'use client';

import { useTranslations } from 'next-intl';
import type { AdminCategory } from '@/lib/catalog/admin-queries';
import { isTranslationFilterValue, parseTranslationFilter, TRANSLATION_FILTER_VALUES } from '@/lib/i18n/translation-outdated';
import type { InventoryState } from './inventory-filters';

type Props = {
  state: InventoryState;
  onChange: (patch: Partial<InventoryState>) => void;
  categories: AdminCategory[];
  showNoCategory: boolean;
  count: number;
};

const control =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none';

export function InventoryToolbar({ state, onChange, categories, showNoCategory, count }: Props) {
  const t = useTranslations('adminCatalog.list');
  const tt = useTranslations('admin.itemTranslations');
  const views = [
    { value: 'grid', label: t('gridView'), icon: '▦' },
    { value: 'table', label: t('tableView'), icon: '☰' },
  ] as const;
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:flex-wrap md:items-center">
      <p className="text-sm font-semibold text-slate-900 md:mr-2" aria-live="polite" data-testid="inventory-count">
        {t('count', { count })}
      </p>
      <label className="flex-1 md:min-w-64">
        <span className="sr-only">{t('searchLabel')}</span>
        <input
          type="search"
          value={state.q}
          onChange={(e) => onChange({ q: e.target.value })}
          placeholder={t('search')}
          className={`${control} w-full`}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <label>
          <span className="sr-only">{t('categoryFilter')}</span>
          <select value={state.category} onChange={(e) => onChange({ category: e.target.value })} className={control}>
            <option value="all">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
            {showNoCategory || state.category === 'none' ? <option value="none">{t('noCategory')}</option> : null}
          </select>
        </label>
        <label>
          <span className="sr-only">{tt('missingFilter')}</span>
          <select
            value={state.missing}
            onChange={(e) => onChange({ missing: isTranslationFilterValue(e.target.value) ? e.target.value : '' })}
            className={control}
            data-testid="missing-filter"
          >
            <option value="">{tt('missingAll')}</option>
            {TRANSLATION_FILTER_VALUES.map((value) => {
              const { locale, outdated } = parseTranslationFilter(value)!;
              return (
                <option key={value} value={value}>
                  {tt(outdated ? 'outdatedIn' : 'missingIn', { language: tt(`languages.${locale}`) })}
                </option>
              );
            })}
          </select>
        </label>
        <button
          type="button"
          onClick={() => onChange({ sort: state.sort === 'asc' ? 'desc' : 'asc' })}
          aria-label={t('sortLabel', { order: state.sort === 'asc' ? t('sortAZ') : t('sortZA') })}
          className={`${control} font-medium`}
        >
          {state.sort === 'asc' ? t('sortAZ') : t('sortZA')} ⇅
        </button>
        <div role="group" aria-label={t('view')} className="inline-flex overflow-hidden rounded-lg ring-1 ring-slate-300">
          {views.map((v) => (
            <button
              key={v.value}
              type="button"
              aria-pressed={state.view === v.value}
              onClick={() => onChange({ view: v.value })}
              className="px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-pressed:bg-teal-700 aria-pressed:text-white"
            >
              <span aria-hidden="true">{v.icon}</span> {v.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
