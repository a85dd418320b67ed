import 'server-only';
import { categoryHrefs, productHrefs } from '../seo/catalog-paths';
import { localizedEntries, type SitemapSection } from '../seo/sitemap';
import { listedLocales } from './localise';
import { listSitemapEntries } from './queries';

/**
 * Every category and product with lastmod (newest item update): in the default language always,
 * in a translated locale only where that page is translated there (a product's name and
 * description, a category's name), with alternates that follow the same rule.
 */
export const catalogSitemapSection: SitemapSection = async () => {
  const { categories, items } = await listSitemapEntries();
  return [
    ...categories.flatMap((c) =>
      localizedEntries(categoryHrefs(c.id, c.slugs), {
        lastModified: c.lastModified,
        changeFrequency: 'weekly',
        priority: 0.8,
        locales: listedLocales(c.translatedIn),
      }),
    ),
    ...items.flatMap((i) =>
      localizedEntries(productHrefs(i.id, i.slugs), {
        lastModified: i.lastModified,
        changeFrequency: 'monthly',
        priority: 0.6,
        locales: listedLocales(i.translatedIn),
      }),
    ),
  ];
};
