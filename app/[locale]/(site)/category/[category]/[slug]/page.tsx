import type { Metadata } from 'next';
import { categoryMetadata, CategoryView } from '@/components/catalog/category-view';
import { FIRST_BROWSE_PAGE } from '@/lib/catalog/read-models';

// The first page A–Z, cached after its first render (layout: generateStaticParams → []). It never
// reads searchParams: URLs with ?q=, ?sort= or ?page= are rewritten to ./browse, which does.

// IMPORTANT: without this (even empty) the page renders on every request; with it, each id is
// rendered on its first request and then served from the full-route cache.
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/category/[category]/[slug]'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(params);
}

export default async function CategoryPage({ params }: Props) {
  const { slug } = await params;
  return <CategoryView params={params} state={FIRST_BROWSE_PAGE} requested={{ slug, query: '' }} />;
}
