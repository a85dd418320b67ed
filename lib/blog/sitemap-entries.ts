import { localizedPath } from '../i18n/routing';
import { versionLanguages } from '../seo/version-alternates';
import type { SitemapEntries } from '../seo/sitemap';
import type { PostVersion } from './read-models';

/**
 * One sitemap entry per language version of an article (the default language always, a
 * translated locale only when the post is translated there), each under its own slug and listing
 * the same versions as hreflang alternates (plus x-default), like the article's own metadata, and
 * its own lastmod (a translation saved after the post changes only its language's entry).
 */
export function postSitemapEntries(siteUrl: string, versions: readonly (PostVersion & { lastModified: string })[]): SitemapEntries {
  const paths = versions.map((v) => ({ locale: v.locale, path: `/blog/${v.slug}`, lastModified: v.lastModified }));
  const languages = Object.fromEntries(Object.entries(versionLanguages(paths)).map(([l, p]) => [l, `${siteUrl}${p}`]));
  return paths.map((v) => ({
    url: `${siteUrl}${localizedPath(v.locale, v.path)}`,
    lastModified: v.lastModified,
    changeFrequency: 'monthly' as const,
    priority: 0.6,
    alternates: { languages },
  }));
}
