import { getTranslations } from 'next-intl/server';
import { ActivityFilters } from '@/components/admin/activity/activity-filters';
import { ActivityList } from '@/components/admin/activity/activity-list';
import { hasActivityFilters, parseActivityFilters } from '@/lib/history/activity-filters';
import { knownActors, listActivity } from '@/lib/history/activity-queries';
import { adminPage, adminTitle } from '@/lib/admin/page';

// Filters and page come from the URL and the session is per visitor.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/activity'>) {
  return adminTitle(params, 'adminActivity');
}

/** The audit log: every admin write and sign-in, newest first, filtered by the URL. Read-only. */
export default async function ActivityPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/activity'>) {
  // The owner's (the 'activity' capability); the page checks it itself, as its layout does.
  const { locale, session } = await adminPage(params, 'activity');
  const t = await getTranslations({ locale, namespace: 'adminActivity' });
  const filters = parseActivityFilters(await searchParams);
  const [page, actors] = await Promise.all([listActivity(filters), knownActors()]).catch((error: unknown) => {
    console.error('[activity] list failed', error);
    return [null, []] as const;
  });

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <ActivityFilters locale={locale} filters={filters} actors={[...actors]} />
      {page === null ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {t('loadFailed')}
        </p>
      ) : (
        <section aria-labelledby="activity-count" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              id="activity-count"
              data-testid="activity-count"
              className="inline-flex rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-800"
            >
              {t('count', { n: page.total })}
            </p>
            <p className="text-xs text-slate-600">{t('timeZone')}</p>
          </div>
          <ActivityList locale={locale} page={page} filters={filters} filtered={hasActivityFilters(filters)} role={session.role} />
        </section>
      )}
    </div>
  );
}
