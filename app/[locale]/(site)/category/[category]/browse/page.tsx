import type { Metadata } from 'next';
import { categoryMetadata, CategoryView } from '@/components/catalog/category-view';
import { readBrowseState } from '@/lib/catalog/read-models';

// `/category/N/<slug>?q=…&sort=…&page=…` lands here (rewrites in lib/i18n/locale-rewrites.ts): a search, an
// order or a page other than the first, rendered per request from the cached item list, so that
// the search form and the pager work without JavaScript. Not cached: a search is any text.

type Props = PageProps<'/[locale]/category/[category]/browse'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(params);
}

export default async function CategoryBrowsePage({ params, searchParams }: Props) {
  const query = await searchParams;
  // The rewrite adds the address's slug as `slug`; the visitor's own parameters are kept for a redirect.
  const { slug, ...rest } = query;
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) for (const v of [value ?? []].flat()) kept.append(key, v);
  const text = kept.toString();
  return (
    <CategoryView
      params={params}
      state={readBrowseState(rest)}
      requested={{ slug: typeof slug === 'string' ? slug : undefined, query: text ? `?${text}` : '' }}
    />
  );
}
