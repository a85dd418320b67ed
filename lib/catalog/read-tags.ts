import { localeTag, tagsInLocale } from '../i18n/content-locales';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/routing';
import { CATALOG_TAGS } from './tags';

/**
 * The cache tags of each public catalogue read in one locale, after the rule in
 * ./tags.ts: the base tags (a default-language write refreshes every locale) plus, outside the
 * default language, their locale twins (a translation write refreshes only that locale's reads).
 * Pure, so the rule is unit-tested; lib/catalog/queries.ts uses these.
 */
export const catalogReadTags = {
  /** A product page. Its breadcrumb shows the category's name, so a translated read also carries the `categories` twin. */
  item: (id: number, locale: AppLocale): string[] => [
    ...tagsInLocale([CATALOG_TAGS.item(id)], locale),
    ...(locale === DEFAULT_LOCALE ? [] : [localeTag(CATALOG_TAGS.categories, locale)]),
  ],
  category: (id: number, locale: AppLocale): string[] => tagsInLocale([CATALOG_TAGS.category(id), CATALOG_TAGS.categories], locale),
  otherCategories: (locale: AppLocale): string[] => tagsInLocale([CATALOG_TAGS.categories], locale),
  recommended: (categoryId: number, excludeId: number, locale: AppLocale): string[] =>
    tagsInLocale([CATALOG_TAGS.category(categoryId), CATALOG_TAGS.item(excludeId)], locale),
  /** Every locale's listing depends on the translations (which locales a page is listed in). */
  sitemap: (): string[] => [CATALOG_TAGS.items, CATALOG_TAGS.categories, CATALOG_TAGS.translations],
};
