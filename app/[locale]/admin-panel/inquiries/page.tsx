import { getTranslations } from 'next-intl/server';
import { InquiryFilters } from '@/components/admin/inquiries/inquiry-filters';
import { InquiryList } from '@/components/admin/inquiries/inquiry-list';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { hasActiveFilters, inquiryFiltersQuery, parseInquiryFilters } from '@/lib/inquiries/admin-filters';
import { listInquiries } from '@/lib/inquiries/admin-queries';
import { localizedPath } from '@/lib/i18n/routing';

// Filters and page come from the URL and the session is per visitor.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/inquiries'>) {
  return adminTitle(params, 'AdminInquiries');
}

/** The sales team's inbox: filters, one page of 20 inquiries (newest first), CSV export. */
export default async function InquiriesPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/inquiries'>) {
  const { locale } = await adminPage(params, 'sales');
  const t = await getTranslations({ locale, namespace: 'AdminInquiries' });
  const filters = parseInquiryFilters(await searchParams);
  const page = await listInquiries(filters).catch((error: unknown) => {
    console.error('[inquiries] list failed', error);
    return null;
  });
  const exportQuery = inquiryFiltersQuery({ ...filters, page: 1 });
  const exportHref = `${localizedPath(locale, '/admin-panel/inquiries/export')}${exportQuery ? `?${exportQuery}` : ''}`;

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="text-right">
          <a
            href={exportHref}
            download
            data-testid="inquiries-export"
            aria-describedby="inquiries-export-hint"
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('export')}
          </a>
          <p id="inquiries-export-hint" className="mt-1 max-w-xs text-xs text-slate-600">
            {t('exportHint')}
          </p>
        </div>
      </header>
      <InquiryFilters locale={locale} filters={filters} />
      {page === null ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {t('loadFailed')}
        </p>
      ) : (
        <section aria-labelledby="inquiries-count" className="space-y-4">
          <p
            id="inquiries-count"
            data-testid="inquiries-count"
            className="inline-flex rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-800"
          >
            {t('count', { n: page.total })}
          </p>
          <InquiryList locale={locale} page={page} filters={filters} filtered={hasActiveFilters(filters)} />
        </section>
      )}
    </div>
  );
}
