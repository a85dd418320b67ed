import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import type { QuotationSummary } from '@/lib/quotations/reads';

// The inquiry detail's quotations: each with its status and newest version, and "Create quotation"
// (a plain form posting to the server action, which opens the new quotation's editor).

type Props = { locale: AppLocale; inquiryId: number; quotations: QuotationSummary[]; create: (form: FormData) => Promise<unknown> };

export async function InquiryQuotations({ locale, inquiryId, quotations, create }: Props) {
  const t = await getTranslations({ locale, namespace: 'AdminQuotations' });
  return (
    <section aria-labelledby="inquiry-quotations-heading" className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="inquiry-quotations-heading" className="text-lg font-semibold text-slate-900">
        {t('heading')}
      </h2>
      {quotations.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {quotations.map((q) => (
            <li key={q.id} data-testid="inquiry-quotation" data-status={q.status} className="flex flex-wrap items-center gap-2">
              <Link href={`/admin-panel/quotations/${q.id}`} className="font-medium text-brand-700 underline">
                {t('open', { reference: q.reference })}
              </Link>
              <span className="text-slate-600">
                {t('versionN', { n: q.version })} · {t(`status.${q.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form action={create as (form: FormData) => Promise<void>}>
        <input type="hidden" name="inquiryId" value={inquiryId} />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600"
          data-testid="quotation-create"
        >
          {t('create')}
        </button>
      </form>
    </section>
  );
}
