import 'server-only';
import { localizedEntries, type SitemapSection } from '../seo/sitemap';
import { listPublishedPosts } from './queries';

/** /blog and every published article, in every locale, with lastmod (the post's updated_at). */
export const blogSitemapSection: SitemapSection = async () => {
  const posts = await listPublishedPosts();
  const newest = posts.reduce<string | null>((max, p) => (max === null || p.updatedAt > max ? p.updatedAt : max), null);
  return [
    ...localizedEntries('/blog', { lastModified: newest, changeFrequency: 'daily', priority: 0.7 }),
    ...posts.flatMap((p) => localizedEntries(`/blog/${p.slug}`, { lastModified: p.updatedAt, changeFrequency: 'monthly', priority: 0.6 })),
  ];
};
