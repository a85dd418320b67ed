import 'server-only';
import { getConfig } from '../config';
import { localizedEntries, type SitemapSection } from '../seo/sitemap';
import { listPostVersions } from './queries';
import { postSitemapEntries } from './sitemap-entries';

/**
 * /blog in every locale, and every published article in each language it is translated in (issue
 * 13: `postSitemapEntries`), with lastmod (the post's updated_at). The versions read carries the
 * `posts` and `blog-translations` tags, so a post or translation write refreshes it.
 */
export const blogSitemapSection: SitemapSection = async () => {
  const posts = await listPostVersions();
  const newest = posts.reduce<string | null>((max, p) => (max === null || p.updatedAt > max ? p.updatedAt : max), null);
  const siteUrl = getConfig().siteUrl;
  return [
    ...localizedEntries('/blog', { lastModified: newest, changeFrequency: 'daily', priority: 0.7 }),
    ...posts.flatMap((p) => postSitemapEntries(siteUrl, p.versions)),
  ];
};
