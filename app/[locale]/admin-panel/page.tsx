import { getTranslations } from 'next-intl/server';
import { BackupPanel } from '@/components/admin/overview/backup-panel';
import { OverviewCards } from '@/components/admin/overview/overview-cards';
import { loadOverviewCounts, loadTranslationGaps } from '@/lib/admin/overview';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { can } from '@/lib/auth/roles';
import { Link } from '@/lib/i18n/navigation';

// Per request: the counts move as soon as the owner acts on them.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel'>) {
  return adminTitle(params, 'adminOverview');
}

/** Where a sign-in lands: what waits for the owner, each with a link to it, and Add New one click away. */
export default async function AdminOverviewPage({ params }: PageProps<'/[locale]/admin-panel'>) {
  const { locale, session } = await adminPage(params);
  // Only the panels of the role's screens: every figure links to a list the role may open.
  const catalogue = can(session.role, 'catalogue');
  const [t, counts, gaps] = await Promise.all([
    getTranslations({ locale, namespace: 'adminOverview' }),
    loadOverviewCounts({ includeBlog: can(session.role, 'blog'), includeInquiries: can(session.role, 'sales') }),
    catalogue ? loadTranslationGaps() : null,
  ]);
  return (
    <div className="mx-auto max-w-5xl">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        {catalogue ? (
          <Link
            href="/admin-panel/addnew"
            data-testid="overview-add-new"
            className="rounded-xl bg-teal-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            + {t('addNew')}
          </Link>
        ) : null}
      </header>
      <OverviewCards locale={locale} counts={counts} gaps={gaps} />
      {/* A backup holds every customer's data: its panel is the owner's. */}
      {can(session.role, 'team') ? <BackupPanel locale={locale} /> : null}
    </div>
  );
}
