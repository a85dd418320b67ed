import type { Metadata } from 'next';
import { categoryMetadata, CategoryView } from '@/components/catalog/category-view';
import { readBrowseState } from '@/lib/catalog/read-models';

// `/category/N?q=…&sort=…&page=…` lands here (rewrites in lib/i18n/locale-rewrites.ts): a search, an
// order or a page other than the first, rendered per request from the cached item list, so that
// the search form and the pager work without JavaScript. Not cached: a search is any text.

type Props = PageProps<'/[locale]/category/[category]/browse'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(params);
}

export default async function CategoryBrowsePage({ params, searchParams }: Props) {
  return <CategoryView params={params} state={readBrowseState(await searchParams)} />;
}
