import { LOCALES, localizedPath, type AppLocale } from '../i18n/routing';

// The one place a product's or category's address is spelled. The id comes first, so `/product/1`
// (the SPEC's address, old links) still finds the page and answers 308 to the slug the page has in
// that locale; the slug is the locale's own (lib/catalog/slugs.ts). Pure and edge-safe: pages,
// cards, the sitemap, the quote list, the CDN purge and the admin's "View on site" links use it.

/** A page's id and its slug in the locale at hand; a missing slug gives the bare id address. */
export type CatalogRef = { id: number; slug?: string | null };

/** `/product/1/magnetic-gift-box`, without a locale prefix (for LocalizedLink and `localizedPath`). */
export function productHref(ref: CatalogRef): string {
  return ref.slug ? `/product/${ref.id}/${ref.slug}` : `/product/${ref.id}`;
}

/** `/category/6/hardbox`, without a locale prefix. */
export function categoryHref(ref: CatalogRef): string {
  return ref.slug ? `/category/${ref.id}/${ref.slug}` : `/category/${ref.id}`;
}

/** The canonical path of a product in a locale: `/id/product/1/kotak-hadiah-magnet`. */
export function productPath(locale: AppLocale, ref: CatalogRef): string {
  return localizedPath(locale, productHref(ref));
}

/** The canonical path of a category in a locale: `/zh-CN/category/6/ying-he`. */
export function categoryPath(locale: AppLocale, ref: CatalogRef): string {
  return localizedPath(locale, categoryHref(ref));
}

/** The current slug of a page in each locale ('' where it has none yet). */
export type LocaleSlugs = Record<AppLocale, string>;
/** `json_object_agg(locale, slug)` as a driver returns it: an object, or its text. */
export type RawSlugs = Record<string, string> | string | null;

export function localeSlugs(raw: RawSlugs | undefined): LocaleSlugs {
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const out = Object.fromEntries(LOCALES.map((l) => [l, ''])) as LocaleSlugs;
  if (parsed && typeof parsed === 'object') for (const l of LOCALES) out[l] = String((parsed as Record<string, unknown>)[l] ?? '');
  return out;
}

/** A product's unprefixed address in each locale, each with that locale's slug (hreflang, sitemap). */
export function productHrefs(id: number, slugs: LocaleSlugs): LocaleSlugs {
  return Object.fromEntries(LOCALES.map((l) => [l, productHref({ id, slug: slugs[l] })])) as LocaleSlugs;
}

/** A category's unprefixed address in each locale. */
export function categoryHrefs(id: number, slugs: LocaleSlugs): LocaleSlugs {
  return Object.fromEntries(LOCALES.map((l) => [l, categoryHref({ id, slug: slugs[l] })])) as LocaleSlugs;
}
