import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuotationStatus } from '@/lib/quotations/contract';
import { QUOTATION_LIMITS } from '@/lib/quotations/contract';
import type { QuotationVersionView } from '@/lib/quotations/reads';
import { formatValidity } from './quotation-view';

// Accept / Decline as two plain HTML forms posting to the server action: no JavaScript needed. The
// action redirects back here, so a refusal arrives as `error` (a message key) and an answer as the
// recorded decision.

type Props = {
  quotation: QuotationVersionView;
  status: QuotationStatus;
  locale: AppLocale;
  action: (form: FormData) => Promise<void>;
  error: { key: string; minutes: number } | null;
};

const ERROR_KEYS = ['buyerName', 'messageTooLong', 'decided', 'expired', 'superseded', 'missing', 'rateLimited', 'invalid'] as const;

export async function QuotationAnswer({ quotation: q, status, locale, action, error }: Props) {
  const t = await getTranslations({ locale, namespace: 'Quotation' });
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(new Date(iso));
  const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base';
  const button = 'mt-3 inline-flex min-h-11 items-center rounded-md px-5 font-semibold';
  const errorKey = error && (ERROR_KEYS as readonly string[]).includes(error.key) ? (error.key as (typeof ERROR_KEYS)[number]) : null;
  return (
    <section id="answer" aria-live="polite" className="space-y-4" data-testid="quotation-answer" data-status={status}>
      {errorKey && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="quotation-error">
          {t(`errors.${errorKey}`, { minutes: error?.minutes ?? 1 })}
        </p>
      )}
      {status === 'accepted' && q.decidedAt && (
        <p className="rounded-md bg-green-50 p-3 text-green-900">{t('accepted', { date: when(q.decidedAt) })}</p>
      )}
      {status === 'declined' && q.decidedAt && (
        <p className="rounded-md bg-slate-100 p-3 text-slate-800">{t('declined', { date: when(q.decidedAt) })}</p>
      )}
      {status === 'expired' && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900">{t('expired', { date: formatValidity(q.validUntil, locale) })}</p>
      )}
      {(status === 'sent' || status === 'viewed') && (
        <div className="grid gap-4 md:grid-cols-2">
          <form action={action} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">{t('acceptHeading')}</h2>
            <input type="hidden" name="decision" value="accepted" />
            <label className="mt-3 block text-sm font-medium text-slate-800">
              {t('buyerName')}
              <input name="buyerName" required maxLength={QUOTATION_LIMITS.buyerName} autoComplete="name" className={field} />
            </label>
            <label className="mt-3 block text-sm font-medium text-slate-800">
              {t('message')}
              <textarea name="message" rows={3} maxLength={QUOTATION_LIMITS.buyerMessage} className={field} />
            </label>
            <button type="submit" className={`${button} hover:bg-brand-800 bg-brand-700 text-white`}>
              {t('accept')}
            </button>
          </form>
          <form action={action} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">{t('declineHeading')}</h2>
            <input type="hidden" name="decision" value="declined" />
            <label className="mt-3 block text-sm font-medium text-slate-800">
              {t('message')}
              <textarea name="message" rows={3} maxLength={QUOTATION_LIMITS.buyerMessage} className={field} />
            </label>
            <button type="submit" className={`${button} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50`}>
              {t('decline')}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
