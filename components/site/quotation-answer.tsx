import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { QUOTATION_LIMITS } from '@/lib/quotations/contract';
import { siteConfig } from '@/lib/site-config';

// Accept / Decline as two plain HTML forms posting to the server action: no JavaScript needed. The
// action redirects back here, so a refusal arrives as `error` (a message key) and an answer as the
// recorded decision (shown at the top of the page by ./quotation-outcome.tsx).

const ERROR_KEYS = ['buyerName', 'messageTooLong', 'decided', 'expired', 'superseded', 'missing', 'rateLimited', 'invalid'] as const;

export type AnswerError = { key: string; minutes: number } | null;

/** A refused answer in words; when the link's limit held it, the WhatsApp and e-mail ways to answer instead. */
export async function AnswerErrorMessage({ error, locale, reference }: { error: AnswerError; locale: AppLocale; reference: string }) {
  const t = await getTranslations({ locale, namespace: 'Quotation' });
  const key = error && (ERROR_KEYS as readonly string[]).includes(error.key) ? (error.key as (typeof ERROR_KEYS)[number]) : null;
  if (!key) return null;
  const text = t('fallbackText', { reference });
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="quotation-error">
      <p>{t(`errors.${key}`, { minutes: error?.minutes ?? 1 })}</p>
      {key === 'rateLimited' && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
          <a className="underline" href={`https://wa.me/${siteConfig.whatsapp.marketing}?text=${encodeURIComponent(text)}`}>
            {t('fallbackWhatsApp')}
          </a>
          <a
            className="underline"
            href={`mailto:${siteConfig.email}?subject=${encodeURIComponent(reference)}&body=${encodeURIComponent(text)}`}
          >
            {t('fallbackEmail')}
          </a>
        </p>
      )}
    </div>
  );
}

type Props = {
  reference: string;
  locale: AppLocale;
  action: (form: FormData) => Promise<void>;
  error: AnswerError;
};

/** The two forms of a version the buyer can still answer. */
export async function QuotationAnswer({ reference, locale, action, error }: Props) {
  const t = await getTranslations({ locale, namespace: 'Quotation' });
  const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base';
  const button = 'mt-3 inline-flex min-h-11 items-center rounded-md px-5 font-semibold';
  return (
    <section id="answer" tabIndex={-1} className="scroll-mt-28 space-y-4 outline-none" data-testid="quotation-answer" data-status="open">
      <AnswerErrorMessage error={error} locale={locale} reference={reference} />
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
    </section>
  );
}
