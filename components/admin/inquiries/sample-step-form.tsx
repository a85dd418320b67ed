'use client';

import { useTranslations } from 'next-intl';
import type { SampleStatus } from '@/lib/inquiries/contract';
import { button, Feedback, useSubmit, type Action } from './inquiry-actions';

/**
 * The sample's next step: "Mark sample sent" (with an optional tracking note) while requested,
 * "Mark sample received" once sent. The form carries the status it was drawn with (`seen`), so a
 * second tab that is behind is refused instead of repeating or skipping a step.
 */
export function SampleStepForm({ id, status, max, action }: { id: number; status: SampleStatus; max: number; action: Action }) {
  const t = useTranslations('AdminInquiries.detail');
  const { pending, result, submit } = useSubmit(action);
  const to: SampleStatus | null = status === 'requested' ? 'sent' : status === 'sent' ? 'received' : null;
  if (!to) return <p className="text-sm text-slate-700">{t('sampleDone')}</p>;
  const error = result && !result.ok ? result.fieldErrors?.tracking : undefined;
  return (
    <form onSubmit={submit} className="space-y-2" data-testid="sample-step">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="seen" value={status} />
      <input type="hidden" name="to" value={to} />
      {to === 'sent' && (
        <>
          <label htmlFor="sample-tracking" className="block text-sm font-medium text-slate-700">
            {t('sampleTracking')}
          </label>
          <input
            id="sample-tracking"
            name="tracking"
            type="text"
            maxLength={max}
            aria-invalid={error ? true : undefined}
            aria-describedby="sample-step-feedback"
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
          />
        </>
      )}
      <button type="submit" disabled={pending} className={button}>
        {pending ? t('saving') : to === 'sent' ? t('markSampleSent') : t('markSampleReceived')}
      </button>
      <Feedback result={result} id="sample-step-feedback" />
    </form>
  );
}
