import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import type { BlogPostSummary } from './read-models';
import { buildRssFeed, rssLanguage } from './rss';

const post = (slug: string, extra: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id: slug,
  slug,
  title: `Title ${slug}`,
  excerpt: 'Boxes & bags <b>bold</b>',
  author: 'Tim',
  featuredImageUrl: null,
  featuredImageAlt: null,
  isFeatured: false,
  publishedAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  categories: [{ id: 'c', name: 'Tips & Tricks', slug: 'tips', color: '#000' }],
  ...extra,
});

describe('buildRssFeed', () => {
  const xml = buildRssFeed({
    title: 'PT X Blog',
    description: 'D',
    siteLink: 'https://x.test/blog',
    feedUrl: 'https://x.test/blog/rss.xml',
    language: 'en',
    posts: [post('a', { featuredImageUrl: '/storage/a.jpg' }), post('b', { publishedAt: null, excerpt: '' })],
    postUrl: (slug) => `https://x.test/blog/${slug}`,
    imageUrl: (url) => (url ? `https://x.test${url}` : null),
  });

  it('is RSS 2.0 with escaped text and absolute links', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<atom:link href="https://x.test/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<description>Boxes &amp; bags &lt;b&gt;bold&lt;/b&gt;</description>');
    expect(xml).toContain('<category>Tips &amp; Tricks</category>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.test/blog/a</guid>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>');
    expect(xml).toContain('<enclosure url="https://x.test/storage/a.jpg"');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).not.toMatch(/<item>\s*<title>Title b<\/title>[\s\S]*?<pubDate>[\s\S]*?<\/item>\s*<\/channel>/);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script tag', () => {
    const out = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});

describe('a feed per locale', () => {
  it('carries the locale language tag and the localised titles and links it is given', () => {
    expect(rssLanguage('zh-CN')).toBe('zh-cn');
    const xml = buildRssFeed({
      title: 'T',
      description: 'D',
      siteLink: 'https://x.test/zh-CN/blog',
      feedUrl: 'https://x.test/zh-CN/blog/rss.xml',
      language: rssLanguage('zh-CN'),
      posts: [post('lihe', { title: '磁吸礼盒', excerpt: '礼盒' })],
      postUrl: (slug) => `https://x.test/zh-CN/blog/${slug}`,
      imageUrl: () => null,
    });
    expect(xml).toContain('<language>zh-cn</language>');
    expect(xml).toContain('<title>磁吸礼盒</title>');
    expect(xml).toContain('<link>https://x.test/zh-CN/blog/lihe</link>');
  });
});
