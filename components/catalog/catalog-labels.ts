import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { getAddQuoteLabels } from '@/components/quote/quote-labels';
import type { BrowserLabels } from './labels';

/**
 * The message's text for each plural category of `locale`, with the number turned back into a
 * '{count}' placeholder: the browser picks one with Intl.PluralRules, without a message formatter.
 */
export function countTemplates(locale: AppLocale, format: (count: number) => string): BrowserLabels['itemCount'] {
  const rules = new Intl.PluralRules(locale);
  const templates: BrowserLabels['itemCount'] = {};
  for (let n = 0; n < 200; n++) {
    const category = rules.select(n);
    templates[category] ??= format(n).replace(String(n), '{count}');
  }
  return templates;
}

/** Builds the strings the category browser and cards need (placeholders kept for the client). */
export async function getBrowserLabels(locale: AppLocale): Promise<BrowserLabels> {
  const [t, quote] = await Promise.all([getTranslations({ locale, namespace: 'catalog' }), getAddQuoteLabels(locale)]);
  const keep = { name: '{name}', index: '{index}', total: '{total}', page: '{page}' };
  return {
    productNameFallback: t('productNameFallback'),
    specification: t('specification'),
    specificationOf: t('specificationOf', { name: keep.name }),
    noSpecifications: t('noSpecifications'),
    seeMore: t('seeMore'),
    previousPhoto: t('previousPhoto'),
    nextPhoto: t('nextPhoto'),
    close: t('close'),
    specName: t('specName'),
    specValue: t('specValue'),
    photoOf: t('photoOf', keep),
    locale,
    search: t('search'),
    searchPlaceholder: t('searchPlaceholder'),
    sort: t('sort'),
    sortAsc: t('sortAsc'),
    sortDesc: t('sortDesc'),
    apply: t('apply'),
    noItems: t('noItems'),
    prev: t('prev'),
    next: t('next'),
    pageOf: t('pageOf', { page: keep.page, total: keep.total }),
    pagination: t('pagination'),
    itemCount: countTemplates(locale, (count) => t('itemCount', { count })),
    quote,
  };
}
