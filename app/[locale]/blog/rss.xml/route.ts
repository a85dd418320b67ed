import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { listPublishedPosts, FEED_SIZE } from '@/lib/blog/queries';
import { buildRssFeed, rssLanguage } from '@/lib/blog/rss';
import { safeHttpUrl } from '@/lib/blog/safe-url';
import { FEED_CACHE_CONTROL } from '@/lib/http/cache-policy';
import { localizedPath, routing } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

// Rendered on the first request per locale, then cached like the pages (the read is tagged `posts`
// and, outside the default language, `posts@{locale}`, so publishing or translating a post
// refreshes the feed). Nothing is built at build time.
export const dynamic = 'force-static';
export function generateStaticParams(): { locale: string }[] {
  return [];
}

/** RSS 2.0 of the latest published posts, per locale: /blog/rss.xml, /id/blog/rss.xml, ... */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog/rss.xml'>): Promise<Response> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'blog' });
  const siteUrl = getConfig().siteUrl;
  const abs = (path: string) => `${siteUrl}${path}`;
  // The locale's titles, excerpts, category names and slugs (each field falling back to
  // the default language on its own).
  const posts = (await listPublishedPosts(locale)).slice(0, FEED_SIZE);
  const xml = buildRssFeed({
    title: t('rssTitle', { company: siteConfig.legalName }),
    description: t('metaDescription', { company: siteConfig.legalName }),
    siteLink: abs(localizedPath(locale, '/blog')),
    feedUrl: abs(localizedPath(locale, '/blog/rss.xml')),
    language: rssLanguage(locale),
    posts,
    postUrl: (slug) => abs(localizedPath(locale, `/blog/${encodeURIComponent(slug)}`)),
    imageUrl: (url) => {
      const safe = safeHttpUrl(url);
      return safe ? (safe.startsWith('/') ? abs(safe) : safe) : null;
    },
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      // The read itself is cached under the `posts` tag; feed readers keep it briefly, a CDN no
      // longer than a page (lib/http/cache-policy.ts).
      'Cache-Control': FEED_CACHE_CONTROL,
    },
  });
}
