import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { getItemWithDetails } from '@/lib/catalog/queries';
import { parseRouteId } from '@/lib/catalog/read-models';
import { canonicalSlug } from '@/lib/catalog/slug-rules';
import { routing } from '@/lib/i18n/routing';
import { productPath } from '@/lib/seo/catalog-paths';

// `/product/{id}` (the SPEC's address, old links and bookmarks) answers 308 to the product's
// address with the slug of this locale, in one hop; an unknown id is the product 404. The read is
// the product page's own cached one, so a slug change (its `item:{id}` tag) refreshes this too.

export function generateStaticParams() {
  return [];
}

export default async function ProductAddress({ params }: PageProps<'/[locale]/product/[id]'>): Promise<never> {
  const { locale, id: raw } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const id = parseRouteId(raw);
  if (id === null) notFound();
  const item = await getItemWithDetails(id, locale);
  if (!item) notFound();
  // Its stored slug in this locale (the details read carries every locale's, not `item.slug`), so a
  // renamed product's bare address still lands on the address it kept, in one hop.
  permanentRedirect(productPath(locale, { id, slug: canonicalSlug('item', { id, slug: item.slugs[locale], name: item.name }) }));
}
