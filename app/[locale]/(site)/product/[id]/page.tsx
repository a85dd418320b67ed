import { permanentRedirect } from 'next/navigation';
import { productOrNotFound } from '@/components/catalog/product-view';
import { canonicalSlug } from '@/lib/catalog/slug-rules';
import { productPath } from '@/lib/seo/catalog-paths';

// `/product/{id}` (the SPEC's address, old links and bookmarks) answers 308 to the product's
// address with the slug of this locale, in one hop; an unknown id is the product 404. The read is
// the product page's own cached one, so a slug change (its `item:{id}` tag) refreshes this too.

export function generateStaticParams() {
  return [];
}

export default async function ProductAddress({ params }: PageProps<'/[locale]/product/[id]'>): Promise<never> {
  const { locale, id, item } = await productOrNotFound(await params);
  // Its stored slug in this locale (the details read carries every locale's, not `item.slug`), so a
  // renamed product's bare address still lands on the address it kept, in one hop.
  permanentRedirect(productPath(locale, { id, slug: canonicalSlug('item', { id, slug: item.slugs[locale], name: item.name }) }));
}
