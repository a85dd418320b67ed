import 'server-only';
import { localizedEntries, type SitemapSection } from '../seo/sitemap';
import { listSitemapEntries } from './queries';

/** Every category and product, in every locale, with lastmod (newest item update). */
export const catalogSitemapSection: SitemapSection = async () => {
  const { categories, items } = await listSitemapEntries();
  return [
    ...categories.flatMap((c) =>
      localizedEntries(`/category/${c.id}`, { lastModified: c.lastModified, changeFrequency: 'weekly', priority: 0.8 }),
    ),
    ...items.flatMap((i) =>
      localizedEntries(`/product/${i.id}`, { lastModified: i.lastModified, changeFrequency: 'monthly', priority: 0.6 }),
    ),
  ];
};
