import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { quoteProductOf } from '@/components/quote/product';
import { QuoteRequest } from '@/components/quote/quote-request';
import { getQuotePageLabels } from '@/components/quote/quote-labels';
import { getItemWithDetails } from '@/lib/catalog/queries';
import { parseRouteId } from '@/lib/catalog/read-models';
import { INQUIRY_LIMITS, QUOTE_ADD_PARAMS, SAMPLE_QUANTITY } from '@/lib/inquiries/contract';
import { clampQuantity, type QuoteEntry } from '@/lib/inquiries/quote-list';
import { lookupQuoteProducts, submitQuote } from '@/lib/inquiries/submit-action';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

// The visitor's quote list and request form. Rendered per request: it reads ?add=
// (the no-JavaScript "Add to quote" form) and receives the form's POST without JavaScript.
// Not indexed: the page is empty for a crawler and personal for a visitor.

// Per request: the [locale] layout's empty generateStaticParams would otherwise make it an on-demand
// static page, and reading searchParams then fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/quote'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Quote.page' });
  return {
    ...pageMetadata({
      locale,
      path: '/quote',
      title: t('metaTitle'),
      description: t('metaDescription', { company: siteConfig.companyName }),
      siteCard: 'quote',
    }),
    robots: { index: false, follow: true },
  };
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The line a GET /quote?add=ID&qty=N&note=… (or ?add=ID&kind=sample) asks for, resolved from the
 * catalogue (null if unknown).
 */
async function lineFromQuery(
  query: Record<string, string | string[] | undefined>,
  fallbackName: string,
  locale: AppLocale,
): Promise<QuoteEntry | null> {
  const id = parseRouteId(first(query[QUOTE_ADD_PARAMS.itemId]));
  if (id === null) return null;
  // The line's name in the visitor's language, as on the product page.
  const item = await getItemWithDetails(id, locale);
  if (!item) return null;
  // The details read carries each locale's slug (`slugs`); the line links this locale's address.
  const product = quoteProductOf({ ...item, slug: item.slugs[locale] }, item.name || fallbackName);
  const quantity = Number.parseInt(first(query[QUOTE_ADD_PARAMS.quantity]), 10);
  const kind = first(query[QUOTE_ADD_PARAMS.kind]) === 'sample' ? 'sample' : 'quote';
  return {
    ...product,
    kind,
    quantity: kind === 'sample' ? SAMPLE_QUANTITY : clampQuantity(quantity, product.moq),
    note: first(query[QUOTE_ADD_PARAMS.note]).trim().slice(0, INQUIRY_LIMITS.lineNote),
  };
}

export default async function QuotePage({ params, searchParams }: Props) {
  const { locale: raw } = await params;
  if (!hasLocale(routing.locales, raw)) notFound();
  const locale: AppLocale = raw;
  setRequestLocale(locale);
  const [t, catalog, labels, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Quote.page' }),
    getTranslations({ locale, namespace: 'catalog' }),
    getQuotePageLabels(locale),
    searchParams,
  ]);
  const added = await lineFromQuery(query, catalog('productNameFallback'), locale);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-700">{t('intro')}</p>
      <QuoteRequest action={submitQuote.bind(null, locale)} lookup={lookupQuoteProducts.bind(null, locale)} labels={labels} added={added} />
    </div>
  );
}
