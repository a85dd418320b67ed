'use client';

import { useTranslations } from 'next-intl';

type Props = {
  blocks: number;
  words: number;
  emptyBlocks: number;
  categories: number;
  tags: number;
  mode: 'create' | 'edit';
  hasTitle: boolean;
  issues: string[];
};

/** SPEC 'Post Overview': counts, mode, '✓ Ready' / '✗ Need Title' and the list of issues. */
export function PostOverview({ blocks, words, emptyBlocks, categories, tags, mode, hasTitle, issues }: Props) {
  const t = useTranslations('editor.overview');
  const rows: [string, string | number][] = [
    [t('blocks'), blocks],
    [t('words'), words],
    [t('emptyBlocks'), emptyBlocks],
    [t('categories'), categories],
    [t('tags'), tags],
    [t('mode'), mode === 'edit' ? t('modeEdit') : t('modeCreate')],
  ];
  return (
    <section
      aria-labelledby="overview-card"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="post-overview"
    >
      <h2 id="overview-card" className="mb-3 font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <dt className="text-slate-600">{t('ready')}</dt>
        <dd data-testid="ready-state" className={`text-right font-semibold ${hasTitle ? 'text-green-700' : 'text-red-700'}`}>
          {hasTitle ? t('readyYes') : t('readyNo')}
        </dd>
      </dl>
      {issues.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <h3 className="text-sm font-medium text-slate-900">{t('issues')}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
