import type { AddQuoteLabels } from '@/components/quote/labels';
import { fill } from '@/lib/product-fields/define';
import type { AppLocale } from '@/lib/i18n/routing';

/** Translated strings handed from server components to the catalogue's client leaves. */
export type CardLabels = {
  productNameFallback: string;
  specification: string;
  specificationOf: string;
  noSpecifications: string;
  seeMore: string;
  previousPhoto: string;
  nextPhoto: string;
  close: string;
  specName: string;
  specValue: string;
  /** '{name}, photo {index} of {total}' with the placeholders left in */
  photoOf: string;
  /** The page's locale: product links are built with productPath (no client i18n runtime). */
  locale: AppLocale;
  /** "Add to quote" on the card and in the specification modal. */
  quote: AddQuoteLabels;
};

export type BrowserLabels = CardLabels & {
  search: string;
  searchPlaceholder: string;
  sort: string;
  sortAsc: string;
  sortDesc: string;
  /** The search form's submit button, shown only without JavaScript. */
  apply: string;
  noItems: string;
  prev: string;
  next: string;
  /** '{page} / {total}' */
  pageOf: string;
  pagination: string;
  /** '{count} products' for each plural category of the page's language (Intl.PluralRules picks one). */
  itemCount: Partial<Record<Intl.LDMLPluralRule, string>>;
};

/** The item count in the page's language, for the number of products the search left. */
export function itemCountText(templates: BrowserLabels['itemCount'], count: number, locale: string): string {
  const template = templates[new Intl.PluralRules(locale).select(count)] ?? templates.other ?? '{count}';
  return fill(template, { count });
}

export { fill };
