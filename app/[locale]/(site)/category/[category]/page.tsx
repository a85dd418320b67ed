import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { getCategoryWithItems } from '@/lib/catalog/queries';
import { parseRouteId } from '@/lib/catalog/read-models';
import { canonicalSlug } from '@/lib/catalog/slug-rules';
import { routing } from '@/lib/i18n/routing';
import { categoryPath } from '@/lib/seo/catalog-paths';

// `/category/{id}` answers 308 to the category's address with this locale's slug, in one hop (with
// ?q=, ?sort= or ?page= the rewrite sends it to ./browse, which redirects keeping them).

export function generateStaticParams() {
  return [];
}

export default async function CategoryAddress({ params }: PageProps<'/[locale]/category/[category]'>): Promise<never> {
  const { locale, category } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const id = parseRouteId(category);
  if (id === null) notFound();
  const data = await getCategoryWithItems(id, locale);
  if (!data) notFound();
  permanentRedirect(categoryPath(locale, { id, slug: canonicalSlug('category', { id, slug: data.slugs[locale], name: data.name }) }));
}
