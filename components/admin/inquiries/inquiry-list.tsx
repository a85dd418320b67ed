import { getFormatter, getTranslations } from 'next-intl/server';
import { pagerTexts } from '@/components/ui/pager-texts';
import { Pagination } from '@/components/ui/pagination';
import { inquiryFiltersQuery, type InquiryFilters } from '@/lib/inquiries/admin-filters';
import type { InquiryListRow, InquiryPage } from '@/lib/inquiries/admin-queries';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { QuotationCell } from './quotation-cell';
import { InquiryStatusBadge, SampleStatusBadge } from './status-badge';

// The inbox rows: a table from 768 px (it fits the 1280 px screen beside the sidebar: the line count
// sits under the reference, badges stack), stacked cards below it. Every visitor value is React text.
// Links to the detail page do not prefetch: opening an inquiry marks it read, a prefetch must not.

type Texts = Awaited<ReturnType<typeof getTranslations<'AdminInquiries'>>>;

function UnreadDot({ unread, t }: { unread: boolean; t: Texts }) {
  if (!unread) return null;
  return (
    <span data-testid="inquiry-unread" className="inline-flex items-center">
      <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 rounded-full bg-brand-600" />
      <span className="sr-only">{t('unread')}: </span>
    </span>
  );
}

function Contact({ row, t }: { row: InquiryListRow; t: Texts }) {
  return (
    <div className="min-w-0 space-y-0.5 text-sm text-slate-700">
      {row.email && (
        <p className="truncate">
          <span className="sr-only">{t('emailLabel')}: </span>
          {row.email}
        </p>
      )}
      {row.whatsapp && (
        <p className="truncate">
          <span className="font-medium text-emerald-800">{t('whatsappLabel')}</span> {row.whatsapp}
        </p>
      )}
    </div>
  );
}

export async function InquiryList({
  locale,
  page,
  filters,
  filtered,
}: {
  locale: AppLocale;
  page: InquiryPage;
  filters: InquiryFilters;
  filtered: boolean;
}) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'AdminInquiries' }), getFormatter({ locale })]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const time = (iso: string) => format.dateTime(new Date(iso), { timeStyle: 'short' });
  const base = localizedPath(locale, '/admin-panel/inquiries');
  const hrefFor = (n: number) => {
    const query = inquiryFiltersQuery({ ...filters, page: n });
    return query ? `${base}?${query}` : base;
  };
  const weight = (row: InquiryListRow) => (row.unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800');
  const open = (row: InquiryListRow) => (
    <Link href={`/admin-panel/inquiries/${row.id}`} prefetch={false} className="text-brand-700 underline-offset-2 hover:underline">
      <UnreadDot unread={row.unread} t={t} />
      {row.reference}
    </Link>
  );

  if (page.rows.length === 0) {
    return (
      <div className="rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200" data-testid="inquiries-empty">
        <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
        <p className="mt-1 text-slate-600">{filtered ? t('empty.filtered') : t('empty.none')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm" data-testid="inquiries-table">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3">
                {t('columns.reference')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('columns.date')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('columns.customer')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('columns.contact')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('columns.status')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('columns.quotation')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.rows.map((row) => (
              <tr key={row.id} data-testid="inquiry-row" data-unread={row.unread} className={row.unread ? 'bg-brand-50/60' : undefined}>
                <td className={`px-3 py-3 whitespace-nowrap ${weight(row)}`}>
                  {open(row)}
                  <span data-testid="inquiry-line-count" className="block text-xs font-normal text-slate-600">
                    {t('lineCount', { n: row.lineCount })}
                  </span>
                </td>
                <td className="px-3 py-3 text-slate-700">
                  <time dateTime={row.createdAt} className="block whitespace-nowrap">
                    {day(row.createdAt)}
                  </time>
                  <span className="block text-xs whitespace-nowrap text-slate-600">{time(row.createdAt)}</span>
                </td>
                <td className="max-w-44 px-3 py-3">
                  <p className={`truncate ${weight(row)}`}>{row.name}</p>
                  {row.company && <p className="truncate text-slate-600">{row.company}</p>}
                </td>
                <td className="max-w-52 px-3 py-3">
                  <Contact row={row} t={t} />
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-col items-start gap-1">
                    <InquiryStatusBadge status={row.status} label={t(`status.${row.status}`)} />
                    {row.sampleStatus && <SampleStatusBadge status={row.sampleStatus} label={t(`sampleStatus.${row.sampleStatus}`)} />}
                  </div>
                </td>
                <td className="px-3 py-3">
                  <QuotationCell quotation={row.quotation} locale={locale} t={t} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" data-testid="inquiries-cards">
        {page.rows.map((row) => (
          <li
            key={row.id}
            data-unread={row.unread}
            className={`rounded-xl p-4 shadow-sm ring-1 ring-slate-200 ${row.unread ? 'bg-brand-50' : 'bg-white'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <p className={weight(row)}>{open(row)}</p>
              <div className="flex flex-col items-end gap-1">
                <InquiryStatusBadge status={row.status} label={t(`status.${row.status}`)} />
                {row.sampleStatus && <SampleStatusBadge status={row.sampleStatus} label={t(`sampleStatus.${row.sampleStatus}`)} />}
              </div>
            </div>
            <p className={`mt-1 ${weight(row)}`}>
              {row.name}
              {row.company && <span className="font-normal text-slate-600"> · {row.company}</span>}
            </p>
            <Contact row={row} t={t} />
            <p className="mt-1 text-xs text-slate-600">
              {when(row.createdAt)} · {t('lineCount', { n: row.lineCount })}
            </p>
            {row.quotation && (
              <div className="mt-2">
                <QuotationCell quotation={row.quotation} locale={locale} t={t} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {page.totalPages > 1 && (
        <Pagination page={page.page} totalPages={page.totalPages} {...pagerTexts(t, page.page, page.totalPages)} hrefFor={hrefFor} />
      )}
    </div>
  );
}
