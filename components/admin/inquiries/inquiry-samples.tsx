import { getFormatter, getTranslations } from 'next-intl/server';
import type { InquiryDetail } from '@/lib/inquiries/admin-queries';
import { INQUIRY_LIMITS } from '@/lib/inquiries/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Action } from './inquiry-actions';
import { SampleStepForm } from './sample-step-form';
import { SampleStatusBadge } from './status-badge';

/**
 * The inquiry's sample request: which products, how many, where the shipment stands (requested →
 * sent with its tracking note → received) and the next step. Not drawn when no sample was asked.
 */
export async function InquirySamples({ locale, inquiry, action }: { locale: AppLocale; inquiry: InquiryDetail; action: Action }) {
  const { sample } = inquiry;
  if (!sample) return null;
  const [t, ts, format] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminInquiries.detail' }),
    getTranslations({ locale, namespace: 'AdminInquiries.sampleStatus' }),
    getFormatter({ locale }),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      aria-labelledby="inquiry-samples-heading"
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="inquiry-samples"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="inquiry-samples-heading" className="text-lg font-semibold text-slate-900">
          {t('samples')}
        </h2>
        <SampleStatusBadge status={sample.status} label={ts(sample.status)} />
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {inquiry.lines
          .filter((l) => l.kind === 'sample')
          .map((l) => (
            <li key={l.position}>{t('sampleLine', { name: l.code ? `${l.name} (${l.code})` : l.name, quantity: l.quantity })}</li>
          ))}
      </ul>
      <div className="space-y-1 text-sm text-slate-700">
        {sample.sentAt && <p>{t('sampleSentAt', { date: when(sample.sentAt) })}</p>}
        {sample.tracking && (
          <p className="break-words" data-testid="sample-tracking">
            {t('sampleTrackingShown', { tracking: sample.tracking })}
          </p>
        )}
        {sample.receivedAt && <p>{t('sampleReceivedAt', { date: when(sample.receivedAt) })}</p>}
      </div>
      <SampleStepForm id={inquiry.id} status={sample.status} max={INQUIRY_LIMITS.sampleTracking} action={action} />
    </section>
  );
}
