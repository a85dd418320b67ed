import { describe, expect, it } from 'vitest';
import { isBlankTranslation, validatePostTranslation } from './translation-schema';
import { postCompleteness, type EnglishPostWords } from './translation-completeness';

const blank = { title: '', slug: '', excerpt: '', metaTitle: '', metaDescription: '', featuredImageAlt: '', blocks: [] };

describe('validatePostTranslation: the English rules, once a locale is started', () => {
  it('an untouched locale (all blank) is valid and counts as blank: saving it removes the locale', () => {
    const input = { ...blank, title: '  ', blocks: [{ type: 'list', content: { items: ['', ' '] } }] };
    expect(validatePostTranslation(input).ok).toBe(true);
    expect(isBlankTranslation(input)).toBe(true);
    expect(isBlankTranslation({ ...input, blocks: [{ content: { items: ['', 'Satu'] } }] })).toBe(false);
  });

  it('once started, title and slug are required and the slug follows the English format rules', () => {
    expect(validatePostTranslation({ ...blank, excerpt: 'Ringkasan' })).toEqual({
      ok: false,
      fieldErrors: { title: 'titleRequired', slug: 'slugRequired' },
    });
    const slug = (s: string) => validatePostTranslation({ ...blank, title: 'Judul', slug: s });
    expect(slug('judul-artikel').ok).toBe(true);
    expect(slug('Judul')).toMatchObject({ fieldErrors: { slug: 'slugFormat' } });
    expect(slug('-judul')).toMatchObject({ fieldErrors: { slug: 'slugHyphenEnds' } });
    expect(slug('a--b')).toMatchObject({ fieldErrors: { slug: 'slugConsecutiveHyphens' } });
    expect(slug('a'.repeat(101))).toMatchObject({ fieldErrors: { slug: 'slugTooLong' } });
  });

  it('keeps the English length limits, block fieldMax included, and keeps only block text fields', () => {
    const ok = { ...blank, title: '标题', slug: 'biaoti' };
    expect(validatePostTranslation({ ...ok, title: 'x'.repeat(201) })).toMatchObject({ fieldErrors: { title: 'titleTooLong' } });
    expect(validatePostTranslation({ ...ok, excerpt: 'x'.repeat(301) })).toMatchObject({ fieldErrors: { excerpt: 'excerptTooLong' } });
    expect(validatePostTranslation({ ...ok, metaDescription: 'x'.repeat(161) })).toMatchObject({
      fieldErrors: { metaDescription: 'metaDescriptionTooLong' },
    });
    // heading content: fieldMax 300; a cta's button text 100.
    expect(validatePostTranslation({ ...ok, blocks: [{ type: 'heading', content: { content: '字'.repeat(301) } }] })).toMatchObject({
      fieldErrors: { blocks: 'blockFieldTooLong' },
    });
    expect(validatePostTranslation({ ...ok, blocks: [{ type: 'cta', content: { buttonText: 'x'.repeat(101) } }] })).toMatchObject({
      fieldErrors: { blocks: 'blockFieldTooLong' },
    });
    const parsed = validatePostTranslation({ ...ok, blocks: [{ type: 'image', content: { alt: 'Kotak', url: 'https://evil.example' } }] });
    expect(parsed.ok && parsed.data.blocks[0]!.content).toEqual({ alt: 'Kotak' });
  });
});

describe('postCompleteness: the fields English fills and each block with words', () => {
  const english: EnglishPostWords = {
    title: 'Why boxes',
    slug: 'why-boxes',
    excerpt: 'Short',
    metaTitle: null,
    metaDescription: '',
    featuredImageAlt: 'A box',
    blocks: [
      { sortOrder: 0, type: 'text', content: { content: 'Hello' } },
      { sortOrder: 1, type: 'divider', content: { style: 'solid' } },
      { sortOrder: 2, type: 'list', content: { items: ['One', 'Two'] } },
      { sortOrder: 3, type: 'image', content: { url: '/a.jpg', alt: '', caption: '' } },
    ],
  };
  it('counts 4 fields + 2 blocks; a partial list block or a wrong-type block is not done', () => {
    expect(postCompleteness(english, null)).toEqual({ done: 0, total: 6, outdated: 0 });
    const partial = {
      fields: { title: 'Mengapa', slug: 'mengapa', metaTitle: 'not asked' },
      blocks: new Map([
        [0, { blockType: 'heading', content: { content: 'Halo' } }],
        [2, { blockType: 'list', content: { items: ['Satu'] } }],
      ]),
    };
    expect(postCompleteness(english, partial)).toEqual({ done: 2, total: 6, outdated: 0 });
    const full = {
      fields: { title: 'Mengapa', slug: 'mengapa', excerpt: 'Pendek', featuredImageAlt: 'Kotak' },
      blocks: new Map([
        [0, { blockType: 'text', content: { content: 'Halo' } }],
        [2, { blockType: 'list', content: { items: ['Satu', 'Dua'] } }],
      ]),
    };
    expect(postCompleteness(english, full)).toEqual({ done: 6, total: 6, outdated: 0 });
  });
});
