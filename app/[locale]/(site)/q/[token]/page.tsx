import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AnswerErrorMessage, QuotationAnswer } from '@/components/site/quotation-answer';
import { QuotationOutcome } from '@/components/site/quotation-outcome';
import { QuotationView } from '@/components/site/quotation-view';
import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/config';
import { localizedPath, routing } from '@/lib/i18n/routing';
import { loadBuyerView, markQuotationViewed } from '@/lib/quotations/buyer';
import { answerQuotation } from '@/lib/quotations/buyer-action';

// The buyer's quotation, reached by its link only: rendered per request (never cached by Next or a
// shared cache: dynamic pages are `private, no-store`), never indexed. Unknown, draft and withdrawn
// links are 404; a superseded version says so and links to the current one.

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/q/[token]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Quotation' });
  return { title: t('title', { reference: '' }).trim(), robots: { index: false, follow: false } };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default async function QuotationPage({ params, searchParams }: Props) {
  const { locale, token } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const db = await getDb();
  const view = await loadBuyerView(db, token);
  if (view.kind === 'missing') notFound();
  const t = await getTranslations({ locale, namespace: 'Quotation' });
  if (view.kind === 'superseded') {
    return (
      <div className="mx-auto max-w-3xl space-y-3 px-4 py-10" data-testid="quotation-superseded">
        <h1 className="text-2xl font-bold text-slate-900">{t('supersededTitle')}</h1>
        <p className="text-slate-700">{t('supersededBody', { reference: view.reference })}</p>
        {view.currentToken && (
          <a
            href={localizedPath(locale, `/q/${view.currentToken}`)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('supersededLink')}
          </a>
        )}
      </div>
    );
  }
  // The first opening marks the version viewed; the page shows what the buyer sees either way.
  if (!view.quotation.viewedAt) await markQuotationViewed(db, view.quotation.versionId);
  const query = await searchParams;
  const errorKey = first(query.error);
  const error = errorKey ? { key: errorKey, minutes: Number.parseInt(first(query.minutes), 10) || 1 } : null;
  const q = view.quotation;
  const open = view.status === 'sent' || view.status === 'viewed';
  // After an accept the buyer's confirmation goes to the inquiry's address (lib/quotations/mail.ts).
  const mailedTo = view.status === 'accepted' && getConfig().mail.kind === 'smtp' && q.buyer.email ? q.buyer.email : null;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      {!open && (
        <QuotationOutcome quotation={q} status={view.status} locale={locale} mailedTo={mailedTo}>
          <AnswerErrorMessage error={error} locale={locale} reference={q.reference} />
        </QuotationOutcome>
      )}
      <QuotationView quotation={q} locale={locale} />
      <p>
        <a
          href={localizedPath(locale, `/q/${token}/pdf`)}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          data-testid="quotation-pdf-download"
        >
          {t('downloadPdf')}
        </a>
      </p>
      {open && <QuotationAnswer reference={q.reference} locale={locale} action={answerQuotation.bind(null, locale, token)} error={error} />}
    </div>
  );
}
