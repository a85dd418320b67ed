import type { BlogPostSummary } from './read-models';

const escapeXml = (s: string) =>
  s
    // Characters XML 1.0 does not allow at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RSS 2.0's <language>: an RFC 1766 tag, lower case by the RSS board's list (`zh-cn`, `id`, `en`). */
export function rssLanguage(locale: string): string {
  return locale.toLowerCase();
}

/** RSS 2.0 with absolute links; `postUrl` maps a slug to its absolute article URL. */
export function buildRssFeed(input: {
  title: string;
  description: string;
  siteLink: string;
  feedUrl: string;
  language: string;
  posts: readonly BlogPostSummary[];
  postUrl(slug: string): string;
  imageUrl(url: string | null): string | null;
}): string {
  const items = input.posts.map((p) => {
    const link = input.postUrl(p.slug);
    const image = input.imageUrl(p.featuredImageUrl);
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      p.excerpt ? `      <description>${escapeXml(p.excerpt)}</description>` : '',
      `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
      p.publishedAt ? `      <pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>` : '',
      ...p.categories.map((c) => `      <category>${escapeXml(c.name)}</category>`),
      image ? `      <enclosure url="${escapeXml(image)}" type="image/jpeg" length="0"/>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const lastBuild = input.posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(input.title)}</title>`,
    `    <link>${escapeXml(input.siteLink)}</link>`,
    `    <description>${escapeXml(input.description)}</description>`,
    `    <language>${escapeXml(input.language)}</language>`,
    `    <atom:link href="${escapeXml(input.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    lastBuild ? `    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
