import { getTranslations } from 'next-intl/server';
import { FILTER_FIELD, FILTER_FORM, FILTER_LABEL } from '@/components/admin/filter-form';
import type { InquiryFilters as Filters } from '@/lib/inquiries/admin-filters';
import { INQUIRY_SEARCH_MAX } from '@/lib/inquiries/admin-filters';
import { INQUIRY_STATUSES, SAMPLE_STATUSES } from '@/lib/inquiries/contract';
import { QUOTATION_FILTERS } from '@/lib/inquiries/quotation-filter';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

/**
 * Search, status, sample, latest quotation, unread and date range as a plain GET form: the filters
 * live in the URL (?q=&status=&sample=&quotation=&unread=1&from=&to=), survive a reload and can be
 * shared; submitting starts at page 1.
 */
export async function InquiryFilters({ locale, filters }: { locale: AppLocale; filters: Filters }) {
  const t = await getTranslations({ locale, namespace: 'AdminInquiries.filters' });
  const ts = await getTranslations({ locale, namespace: 'AdminInquiries.status' });
  const tsample = await getTranslations({ locale, namespace: 'AdminInquiries.sampleStatus' });
  const tq = await getTranslations({ locale, namespace: 'AdminInquiries.quotation' });
  const action = localizedPath(locale, '/admin-panel/inquiries');
  const [field, label] = [FILTER_FIELD, FILTER_LABEL];
  return (
    <form role="search" aria-label={t('label')} method="get" action={action} className={`${FILTER_FORM} md:grid-cols-3 lg:grid-cols-5`}>
      <div className="md:col-span-3 lg:col-span-2">
        <label htmlFor="inq-q" className={label}>
          {t('search')}
        </label>
        <input
          id="inq-q"
          name="q"
          type="search"
          maxLength={INQUIRY_SEARCH_MAX}
          defaultValue={filters.q}
          placeholder={t('searchPlaceholder')}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="inq-status" className={label}>
          {t('status')}
        </label>
        <select id="inq-status" name="status" defaultValue={filters.status ?? ''} className={field}>
          <option value="">{t('statusAll')}</option>
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ts(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inq-sample" className={label}>
          {t('sample')}
        </label>
        <select id="inq-sample" name="sample" defaultValue={filters.sample ?? ''} className={field}>
          <option value="">{t('sampleAll')}</option>
          <option value="any">{t('sampleAny')}</option>
          {SAMPLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tsample(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inq-quotation" className={label}>
          {t('quotation')}
        </label>
        <select id="inq-quotation" name="quotation" defaultValue={filters.quotation ?? ''} className={field}>
          <option value="">{t('quotationAll')}</option>
          {QUOTATION_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === 'none' ? tq('none') : tq(`state.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inq-from" className={label}>
          {t('from')}
        </label>
        <input id="inq-from" name="from" type="date" defaultValue={filters.from ?? ''} className={field} />
      </div>
      <div>
        <label htmlFor="inq-to" className={label}>
          {t('to')}
        </label>
        <input id="inq-to" name="to" type="date" defaultValue={filters.to ?? ''} className={field} />
      </div>
      <div className="flex flex-wrap items-center gap-3 md:col-span-3 lg:col-span-3 lg:self-end">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="unread" value="1" defaultChecked={filters.unread} className="size-5 accent-brand-700" />
          {t('unreadOnly')}
        </label>
        <div className="ml-auto flex gap-2">
          <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600">
            {t('apply')}
          </button>
          <a
            href={action}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {t('clear')}
          </a>
        </div>
      </div>
    </form>
  );
}
