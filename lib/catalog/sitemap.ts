import 'server-only';
import { categoryHrefs, productHrefs } from '../seo/catalog-paths';
import { localizedEntries, type SitemapSection } from '../seo/sitemap';
import { listedLocales } from './localise';
import { listSitemapEntries } from './queries';
import { lastModifiedIn } from './sitemap-times';

/**
 * Every category and product with lastmod per locale (newest item update, or a later translation
 * save in that locale: sitemap-times.ts): in the default language always,
 * in a translated locale only where that page is translated there (a product's name and
 * description, a category's name), with alternates that follow the same rule.
 */
export const catalogSitemapSection: SitemapSection = async () => {
  const { categories, items } = await listSitemapEntries();
  return [
    ...categories.flatMap((c) =>
      localizedEntries(categoryHrefs(c.id, c.slugs), {
        lastModified: (l) => lastModifiedIn(c, l),
        changeFrequency: 'weekly',
        priority: 0.8,
        locales: listedLocales(c.translatedIn),
      }),
    ),
    ...items.flatMap((i) =>
      localizedEntries(productHrefs(i.id, i.slugs), {
        lastModified: (l) => lastModifiedIn(i, l),
        changeFrequency: 'monthly',
        priority: 0.6,
        locales: listedLocales(i.translatedIn),
      }),
    ),
  ];
};
