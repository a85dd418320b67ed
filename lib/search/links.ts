import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { productPath } from '@/lib/seo/catalog-paths';

/** The one place the search page builds a result's link: a product's canonical slug address, a post's. */
export function searchResultHref(
  locale: AppLocale,
  target: { kind: 'product'; id: number; slug: string | null } | { kind: 'post'; slug: string },
): string {
  return target.kind === 'product'
    ? productPath(locale, { id: target.id, slug: target.slug })
    : localizedPath(locale, `/blog/${target.slug}`);
}
