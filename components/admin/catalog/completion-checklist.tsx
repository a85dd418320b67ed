'use client';

import { useTranslations } from 'next-intl';

/** SPEC: category selected, product name added, main photo uploaded (recommended). */
export function CompletionChecklist({ category, name, mainPhoto }: { category: boolean; name: boolean; mainPhoto: boolean }) {
  const t = useTranslations('adminCatalog.form');
  const items = [
    { done: category, label: t('checkCategory') },
    { done: name, label: t('checkName') },
    { done: mainPhoto, label: t('checkMainPhoto'), optional: true },
  ];
  return (
    <section aria-labelledby="checklist-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="checklist-title" className="text-sm font-semibold text-slate-800">
        {t('checklist')}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                item.done ? 'bg-emerald-600 text-white' : item.optional ? 'bg-amber-100 text-amber-800' : 'bg-slate-200 text-slate-500'
              }`}
            >
              {item.done ? '✓' : item.optional ? '!' : ''}
            </span>
            <span className={item.done ? 'text-slate-900' : 'text-slate-600'}>{item.label}</span>
            <span className="sr-only">: {item.done ? t('done') : t('todo')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
