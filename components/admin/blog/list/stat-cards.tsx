import { getTranslations } from 'next-intl/server';
import type { BlogStats } from '@/lib/blog/admin/read-models';
import type { AppLocale } from '@/lib/i18n/routing';

/** The four stat cards of Blog Management. */
export async function StatCards({ stats, locale }: { stats: BlogStats; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'adminBlog.stats' });
  const cards = [
    { key: 'totalPosts', label: t('totalPosts'), value: stats.totalPosts, accent: 'bg-brand-600' },
    { key: 'published', label: t('published'), value: stats.publishedPosts, accent: 'bg-green-600' },
    { key: 'drafts', label: t('drafts'), value: stats.draftPosts, accent: 'bg-amber-500' },
    { key: 'categories', label: t('categories'), value: stats.totalCategories, accent: 'bg-slate-500' },
  ];
  return (
    <section aria-label={t('label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((c) => (
          <div
            key={c.key}
            data-testid={`stat-${c.key}`}
            className="relative overflow-hidden rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${c.accent}`} />
            <dt className="text-sm text-slate-600">{c.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
