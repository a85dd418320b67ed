import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MarkUnreadButton, NoteForm, RefreshAfterRead, StatusForm } from '@/components/admin/inquiries/inquiry-actions';
import { InquiryContact } from '@/components/admin/inquiries/inquiry-contact';
import { InquiryLines } from '@/components/admin/inquiries/inquiry-lines';
import { InquiryNotes } from '@/components/admin/inquiries/inquiry-notes';
import { InquirySamples } from '@/components/admin/inquiries/inquiry-samples';
import { InquiryStatusBadge, SampleStatusBadge } from '@/components/admin/inquiries/status-badge';
import { InquiryQuotations } from '@/components/admin/quotations/inquiry-quotations';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { addInquiryNoteAction, markInquiryUnreadAction, setInquiryStatusAction, stepSampleAction } from '@/lib/inquiries/admin-actions';
import { getInquiryDetail, markInquiryRead } from '@/lib/inquiries/admin-queries';
import { INQUIRY_LIMITS } from '@/lib/inquiries/contract';
import { Link } from '@/lib/i18n/navigation';
import { isAppLocale } from '@/lib/i18n/routing';
import { getDb } from '@/lib/db';
import { createQuotationAction } from '@/lib/quotations/actions';
import { listInquiryQuotations } from '@/lib/quotations/reads';

export const dynamic = 'force-dynamic';

const parseId = (raw: string): number | null =>
  /^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= Number.MAX_SAFE_INTEGER ? Number(raw) : null;

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/inquiries/[id]'>) {
  return adminTitle(params, 'AdminInquiries');
}

/** One inquiry: contact and replies, the products, status, internal notes. Opening it marks it read. */
export default async function InquiryPage({ params }: PageProps<'/[locale]/admin-panel/inquiries/[id]'>) {
  const { locale, id: rawId } = await adminPage(params, 'sales');
  const id = parseId(rawId);
  const inquiry = id === null ? null : await getInquiryDetail(id);
  if (!inquiry) notFound();
  const justRead = inquiry.readAt === null && (await markInquiryRead(inquiry.id));
  const [t, format, quotations] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminInquiries' }),
    getFormatter({ locale }),
    listInquiryQuotations(await getDb(), inquiry.id),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const localeKey = isAppLocale(inquiry.locale) ? (inquiry.locale === 'zh-CN' ? 'zhCN' : inquiry.locale) : null;
  const readAt = inquiry.readAt ?? (justRead ? new Date().toISOString() : null);
  const dt = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      {justRead && <RefreshAfterRead />}
      <Link href="/admin-panel/inquiries" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
        ← {t('detail.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-all text-slate-900">{t('detail.heading', { reference: inquiry.reference })}</h1>
        <InquiryStatusBadge status={inquiry.status} label={t(`status.${inquiry.status}`)} />
        {inquiry.sample && <SampleStatusBadge status={inquiry.sample.status} label={t(`sampleStatus.${inquiry.sample.status}`)} />}
        <p className="w-full text-sm text-slate-600">{t('detail.received', { date: when(inquiry.createdAt) })}</p>
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <InquiryContact locale={locale} inquiry={inquiry} />
          <InquiryLines locale={locale} lines={inquiry.lines} />
          <InquiryQuotations
            locale={locale}
            inquiryId={inquiry.id}
            quotations={quotations}
            create={createQuotationAction.bind(null, locale, null)}
          />
          <section aria-labelledby="inquiry-notes-heading" className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="inquiry-notes-heading" className="text-lg font-semibold text-slate-900">
              {t('detail.notes')}
            </h2>
            <InquiryNotes locale={locale} notes={inquiry.notes} />
            <NoteForm id={inquiry.id} max={INQUIRY_LIMITS.adminNote} action={addInquiryNoteAction.bind(null, locale)} />
          </section>
        </div>
        <aside className="space-y-5">
          <InquirySamples locale={locale} inquiry={inquiry} action={stepSampleAction.bind(null, locale)} />
          <section aria-labelledby="inquiry-status-heading" className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="inquiry-status-heading" className="text-lg font-semibold text-slate-900">
              {t('detail.statusHeading')}
            </h2>
            <StatusForm id={inquiry.id} status={inquiry.status} action={setInquiryStatusAction.bind(null, locale)} />
            <MarkUnreadButton id={inquiry.id} action={markInquiryUnreadAction.bind(null, locale)} />
          </section>
          <section aria-labelledby="inquiry-details-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="inquiry-details-heading" className="mb-3 text-lg font-semibold text-slate-900">
              {t('detail.details')}
            </h2>
            <dl className="space-y-3 text-sm text-slate-900" data-testid="inquiry-meta">
              <div>
                <dt className={dt}>{t('detail.locale')}</dt>
                <dd>{localeKey ? t(`localeName.${localeKey}`) : inquiry.locale}</dd>
              </div>
              <div>
                <dt className={dt}>{t('detail.consent')}</dt>
                <dd>{when(inquiry.consentAt)}</dd>
              </div>
              {readAt && (
                <div>
                  <dt className={dt}>{t('detail.readAt')}</dt>
                  <dd>{when(readAt)}</dd>
                </div>
              )}
              <div>
                <dt className={dt}>{t('detail.mail')}</dt>
                <dd data-testid="inquiry-mail-status" data-status={inquiry.mailStatus}>
                  {t(`detail.mailStatus.${inquiry.mailStatus}`)}
                  {inquiry.mailAttempts > 0 && (
                    <span className="text-slate-600"> ({t('detail.mailAttempts', { n: inquiry.mailAttempts })})</span>
                  )}
                  {inquiry.mailStatus === 'failed' && inquiry.mailError && (
                    <span className="mt-1 block break-words text-red-800">{t('detail.mailError', { error: inquiry.mailError })}</span>
                  )}
                </dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
