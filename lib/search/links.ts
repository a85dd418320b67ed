import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

/**
 * The one place the search page builds a result's link: when products get their translated slug
 * URLs, or posts another shape, this is the only line to change.
 */
export function searchResultHref(locale: AppLocale, target: { kind: 'product'; id: number } | { kind: 'post'; slug: string }): string {
  return target.kind === 'product' ? localizedPath(locale, `/product/${target.id}`) : localizedPath(locale, `/blog/${target.slug}`);
}
