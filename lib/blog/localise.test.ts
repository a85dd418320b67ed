import { describe, expect, it } from 'vitest';
import { alternatesForVersions } from '../seo/version-alternates';
import { fallbackLang, localiseBlocks, localisePostText, mainTextLanguage, postVersions, seoText, slugIn } from './localise';
import type { StoredBlock } from './read-models';

const english = { title: 'Gift boxes', excerpt: 'About boxes', metaTitle: 'Boxes', metaDescription: null, featuredImageAlt: 'A box' };
const blocks: StoredBlock[] = [
  { id: 'a', type: 'text', content: { content: 'Hello' }, sortOrder: 0 },
  { id: 'b', type: 'divider', content: { style: 'solid' }, sortOrder: 1 },
  { id: 'c', type: 'image', content: { url: '/x.jpg', alt: '', caption: 'A caption' }, sortOrder: 2 },
  { id: 'd', type: 'video', content: { src: 'x' }, sortOrder: 3 },
];

describe('localisePostText', () => {
  it('takes each filled field from the locale and falls back per field', () => {
    const { text, lang } = localisePostText(english, { title: '礼盒', excerpt: ' ', metaTitle: null }, 'zh-CN');
    expect(text).toMatchObject({ title: '礼盒', excerpt: 'About boxes', metaTitle: 'Boxes', featuredImageAlt: 'A box' });
    expect(lang).toEqual({ title: 'zh-CN', excerpt: 'en', metaTitle: 'en', metaDescription: 'en', featuredImageAlt: 'en' });
  });

  it('ignores a translation row when reading the default language', () => {
    expect(localisePostText(english, { title: 'Kotak' }, 'en').text.title).toBe('Gift boxes');
  });
});

describe('slugIn', () => {
  it("uses the locale's own slug when set, else the English one", () => {
    expect(slugIn('gift-boxes', { slug: 'lihe' }, 'zh-CN')).toBe('lihe');
    expect(slugIn('gift-boxes', { slug: null }, 'zh-CN')).toBe('gift-boxes');
    expect(slugIn('gift-boxes', { slug: 'lihe' }, 'en')).toBe('gift-boxes');
  });
});

describe('localiseBlocks and postVersions', () => {
  const zhBlocks = [
    { locale: 'zh-CN', sortOrder: 0, blockType: 'text', content: { content: '你好' } },
    { locale: 'zh-CN', sortOrder: 2, blockType: 'image', content: { caption: '说明', url: '/evil.jpg' } },
    { locale: 'id', sortOrder: 0, blockType: 'text', content: { content: 'Halo' } },
  ];

  it('translates a block whole or marks it English; words only, never the URL; unknown types stay English', () => {
    const shown = localiseBlocks(blocks, zhBlocks, 'zh-CN');
    expect(shown.map((b) => b.lang)).toEqual([undefined, undefined, undefined, 'en']);
    expect(shown[2]!.content).toEqual({ url: '/x.jpg', alt: '', caption: '说明' });
    const id = localiseBlocks(blocks, zhBlocks, 'id');
    expect(id.map((b) => b.lang)).toEqual([undefined, undefined, 'en', 'en']);
  });

  it('shows a half-translated block per field: its translated fields, the others English and named', () => {
    const cta = [
      {
        id: 'c',
        type: 'cta',
        sortOrder: 0,
        content: { title: 'Order now', description: 'Any size', buttonText: 'Contact us', buttonUrl: '/contact', style: 'primary' },
      },
    ];
    const rows = [{ locale: 'id', sortOrder: 0, blockType: 'cta', content: { title: 'Pesan sekarang', buttonText: 'Hubungi kami' } }];
    const [shown] = localiseBlocks(cta, rows, 'id');
    expect(shown!.lang).toBeUndefined();
    expect(shown!.fieldLang).toEqual({ description: 'en' });
    expect(shown!.content).toEqual({ ...cta[0]!.content, title: 'Pesan sekarang', buttonText: 'Hubungi kami' });
    // No translated word at all: the whole block is English, marked once.
    expect(localiseBlocks(cta, [], 'id')[0]).toMatchObject({ lang: 'en' });
    // A half-translated block does not make the article an Indonesian version (hreflang).
    const title = {
      locale: 'id',
      title: 'Kotak',
      slug: null,
      excerpt: null,
      metaTitle: null,
      metaDescription: null,
      featuredImageAlt: null,
    };
    expect(postVersions('boxes', cta, [title], rows)).toEqual([{ locale: 'en', slug: 'boxes' }]);
  });

  it('lists a locale only when its title and every text block are its own, with its slug', () => {
    const known = blocks.slice(0, 3);
    const rows = [
      { locale: 'zh-CN', title: '礼盒', slug: 'lihe', excerpt: null, metaTitle: null, metaDescription: null, featuredImageAlt: null },
      { locale: 'id', title: 'Kotak', slug: null, excerpt: null, metaTitle: null, metaDescription: null, featuredImageAlt: null },
    ];
    expect(postVersions('gift-boxes', known, rows, zhBlocks)).toEqual([
      { locale: 'en', slug: 'gift-boxes' },
      { locale: 'zh-CN', slug: 'lihe' },
    ]);
    // Without its title the Chinese version is not listed, however complete the body.
    expect(postVersions('gift-boxes', known, [{ ...rows[0]!, title: '' }], zhBlocks)).toEqual([{ locale: 'en', slug: 'gift-boxes' }]);
    // A post without text blocks counts as translated on its title alone, under the English slug if none.
    expect(postVersions('gift-boxes', [], rows, [])).toEqual([
      { locale: 'en', slug: 'gift-boxes' },
      { locale: 'id', slug: 'gift-boxes' },
      { locale: 'zh-CN', slug: 'lihe' },
    ]);
  });
});

describe('page-level choices', () => {
  it('prefers a title in the reader language over a meta title that fell back', () => {
    const post = {
      title: '礼盒',
      excerpt: '关于',
      metaTitle: 'Boxes',
      metaDescription: 'Meta',
      lang: { title: 'zh-CN', excerpt: 'zh-CN', metaTitle: 'en', metaDescription: 'en' },
    } as const;
    expect(seoText(post)).toEqual({ title: '礼盒', description: '关于' });
    expect(seoText({ ...post, lang: { ...post.lang, metaTitle: 'zh-CN' } }).title).toBe('Boxes');
    expect(seoText({ title: 'T', excerpt: '', metaTitle: ' ', metaDescription: null })).toEqual({ title: 'T', description: 'T' });
  });

  it('inLanguage is the main text language; lang marks only a fallback', () => {
    expect(mainTextLanguage([{ locale: 'en', slug: 'a' }], 'zh-CN')).toBe('en');
    expect(
      mainTextLanguage(
        [
          { locale: 'en', slug: 'a' },
          { locale: 'zh-CN', slug: 'b' },
        ],
        'zh-CN',
      ),
    ).toBe('zh-CN');
    expect(fallbackLang('en', 'zh-CN')).toBe('en');
    expect(fallbackLang('zh-CN', 'zh-CN')).toBeUndefined();
  });

  it('hreflang alternates list only the versions, each with its path, x-default the default language', () => {
    const alt = alternatesForVersions('id', '/blog/a', [
      { locale: 'zh-CN', path: '/blog/b' },
      { locale: 'en', path: '/blog/a' },
    ]);
    expect(alt).toEqual({ canonical: '/id/blog/a', languages: { en: '/blog/a', 'zh-CN': '/zh-CN/blog/b', 'x-default': '/blog/a' } });
  });
});
