import 'server-only';
import { cutAtWord, SLUG_MAX } from '@/lib/html/slug';
import { titleSlug } from '@/lib/html/title-slug';
import type { AppLocale } from '@/lib/i18n/routing';
import { categoryPath, productPath } from '@/lib/seo/catalog-paths';

// How a product's or category's slug is made from its name (pure; the store is slugs.ts).

export type SlugKind = 'item' | 'category';

/**
 * Words a slug may not be: a category's address has the fixed children `browse` and `items`
 * (app/[locale]/(site)/category/[category]/…), which a slug of the same spelling would hide.
 */
const RESERVED = new Set(['browse', 'items']);

/**
 * The slug a name gives: Chinese as toneless pinyin, Latin scripts with accents folded. A name
 * with nothing an address can use (emoji, Cyrillic) gives `product-1` / `category-6`.
 */
export function deriveSlug(kind: SlugKind, id: number, name: string): string {
  const slug = titleSlug(name);
  if (slug === '' || RESERVED.has(slug)) return slug === '' ? `${kind === 'item' ? 'product' : 'category'}-${id}` : `${slug}-${id}`;
  return slug;
}

/**
 * The first of `base`, `base-2`, `base-3`, … that `taken` does not hold, within the slug length
 * (the base is cut at a word so the suffix fits).
 */
export function suffixedSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${cutAtWord(base, SLUG_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The slug a page answers under: the stored one, or (for a row the back-fill has not reached yet)
 * the one its name gives, so the bare id address never redirects to itself.
 */
export function canonicalSlug(kind: SlugKind, page: { id: number; slug: string; name: string }): string {
  return page.slug || deriveSlug(kind, page.id, page.name);
}

/**
 * The pages a slug change moved, under the old and the new slug (for the CDN purge): the page
 * caches are refreshed by the page's own tag, which both addresses carry.
 */
export function movedPages(
  kind: SlugKind,
  id: number,
  changes: readonly { locale: AppLocale; from: string | null; to: string }[],
): string[] {
  const path = kind === 'item' ? productPath : categoryPath;
  return changes.flatMap((c) => [...(c.from ? [path(c.locale, { id, slug: c.from })] : []), path(c.locale, { id, slug: c.to })]);
}
