import { describe, expect, it } from 'vitest';
import { articleJsonLd } from './json-ld';
import type { BlogPostDetail } from './read-models';

const post: BlogPostDetail = {
  id: 'p1',
  slug: 'kraft-boxes',
  title: 'Kraft boxes',
  excerpt: 'Why kraft',
  author: 'Team',
  featuredImageUrl: '/storage/blog/kraft.jpg',
  featuredImageAlt: null,
  isFeatured: false,
  publishedAt: '2026-03-05T02:00:00.000Z',
  updatedAt: '2026-03-06T02:00:00.000Z',
  categories: [{ id: 'c1', name: 'Tips', slug: 'tips', color: '#10B981' }],
  metaTitle: null,
  metaDescription: null,
  blocks: [],
  tags: [{ id: 't1', name: 'kraft', slug: 'kraft' }],
  wordCount: 420,
  readingMinutes: 2,
};

describe('articleJsonLd (built on the shared lib/seo JSON-LD helpers)', () => {
  it('gives absolute URLs even when the site URL ends with a slash', () => {
    const [article, breadcrumb] = articleJsonLd(post, 'id', 'https://shop.example/', { home: 'Beranda', blog: 'Blog' });
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://shop.example/id/blog/kraft-boxes',
      image: ['https://shop.example/storage/blog/kraft.jpg'],
      inLanguage: 'id',
    });
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://shop.example/id' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://shop.example/id/blog' },
        { '@type': 'ListItem', position: 3, name: 'Kraft boxes', item: 'https://shop.example/id/blog/kraft-boxes' },
      ],
    });
  });

  it('keeps an absolute featured image as it is', () => {
    const [article] = articleJsonLd({ ...post, featuredImageUrl: 'https://cdn.example/a.jpg' }, 'en', 'https://shop.example', {
      home: 'Home',
      blog: 'Blog',
    });
    expect(article?.image).toEqual(['https://cdn.example/a.jpg']);
  });
});

describe('articleJsonLd in a translated locale', () => {
  it('inLanguage is the main text language: the locale when translated there, else the default language', () => {
    const en = { locale: 'en', slug: 'kraft-boxes' } as const;
    const [partial] = articleJsonLd({ ...post, versions: [en] }, 'zh-CN', 'https://shop.example', { home: 'H', blog: 'B' });
    expect(partial).toMatchObject({ inLanguage: 'en' });
    const [full] = articleJsonLd(
      { ...post, title: '牛皮纸盒', slug: 'niupizhi', versions: [en, { locale: 'zh-CN', slug: 'niupizhi' }] },
      'zh-CN',
      'https://shop.example',
      {
        home: 'H',
        blog: 'B',
      },
    );
    expect(full).toMatchObject({ inLanguage: 'zh-CN', headline: '牛皮纸盒', url: 'https://shop.example/zh-CN/blog/niupizhi' });
  });
});
