import type { Metadata } from 'next';
import { productMetadata, ProductView } from '@/components/catalog/product-view';

// Cached after the first render; refreshed by the tags `item:{id}` / `category:{id}` (and their
// locale twins). Text in the fallback language carries `lang` (the read model's `lang` map).
// Uncached cost: two statements (item + category + specs + gallery, then recommendations).

// IMPORTANT: without this (even empty) the page renders on every request; with it, each id is
// rendered on its first request and then served from the full-route cache.
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/product/[id]/[slug]'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(params);
}

export default function ProductPage({ params }: Props) {
  return <ProductView params={params} />;
}
