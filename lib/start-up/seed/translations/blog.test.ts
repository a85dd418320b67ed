import { describe, expect, it } from 'vitest';
import { EXCERPT_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX, slugSchema, titleSchema } from '@/lib/blog/admin/schemas';
import { parseBlock } from '@/lib/blog/blocks';
import { buildBlocks, type SeedBlock } from '../blog-blocks';
import { SEED_BLOG_CATEGORIES, SEED_BLOG_TAGS, SEED_POSTS } from '../blog-data';
import {
  CONTENT_LOCALES,
  localiseBlocks,
  SEED_BLOG_TRANSLATIONS,
  SEED_CATALOG_TRANSLATIONS,
  seedPostHasFeaturedImage,
  seedPostPhotoItemName,
} from './index';
import type { BlockText, ContentLocale, PostTranslation } from './types';

const HAN = /\p{Script=Han}/u;
const IMAGE_URL = '/storage/itemphotos/main-1-seed.jpg';
const indexOf = new Map(SEED_POSTS.map((p, i) => [p.slug, i]));

function englishBlocks(index: number): SeedBlock[] {
  return buildBlocks(SEED_POSTS[index]!, index, IMAGE_URL, seedPostPhotoItemName(index));
}

/** The locale's name of the product pictured in a post (alt texts must agree with the catalogue). */
function pictured(locale: ContentLocale, index: number): string | undefined {
  return SEED_CATALOG_TRANSLATIONS[locale].items[seedPostPhotoItemName(index)]?.name;
}

function expectLocaleText(locale: ContentLocale, text: string, englishText: string) {
  expect(text.trim(), englishText).not.toBe('');
  if (locale === 'zh-CN') expect(text, text).toMatch(HAN);
  else {
    expect(text, text).not.toMatch(HAN);
    expect(text, 'Indonesian copy of the English').not.toBe(englishText);
  }
}

/** Every text field of a block, with the English block's counterpart. */
function textPairs(text: BlockText, en: SeedBlock): [string, string][] {
  const c = en.content as Record<string, unknown>;
  const s = (k: string) => String(c[k] ?? '');
  switch (text.blockType) {
    case 'text':
    case 'heading':
    case 'quote':
      return [[text.content, s('content')]];
    case 'image':
      return [
        [text.alt, s('alt')],
        [text.caption, s('caption')],
      ];
    case 'list':
      return text.items.map((item, i) => [item, String((c.items as string[])[i] ?? '')]);
    case 'cta':
      return [
        [text.title, s('title')],
        [text.description, s('description')],
        [text.buttonText, s('buttonText')],
      ];
    case 'divider':
      return [];
  }
}

describe.each(CONTENT_LOCALES)('seed blog translations: %s', (locale) => {
  const data = SEED_BLOG_TRANSLATIONS[locale];
  const entries = Object.entries(data.posts) as [string, PostTranslation][];
  const full = entries.filter(([, t]) => t.status === 'full').map(([k]) => k);
  const partial = entries.filter(([, t]) => t.status === 'partial').map(([k]) => k);

  it('names every blog category and tag in the locale, keyed by English slugs', () => {
    expect(data.locale).toBe(locale);
    expect(Object.keys(data.categories).sort()).toEqual(SEED_BLOG_CATEGORIES.map((c) => c.slug).sort());
    expect(Object.keys(data.tags).sort()).toEqual(SEED_BLOG_TAGS.map((c) => c.slug).sort());
    for (const c of SEED_BLOG_CATEGORIES) expectLocaleText(locale, data.categories[c.slug]!, c.name);
    // Brand-like tags (Hardbox, Branding, E-Commerce) keep their English form in Indonesian trade use.
    for (const t of SEED_BLOG_TAGS) expect(data.tags[t.slug]!.trim()).not.toBe('');
    expect(
      Object.values(data.tags).filter((name) => (locale === 'zh-CN' ? HAN.test(name) : !SEED_BLOG_TAGS.some((t) => t.name === name)))
        .length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('is keyed by existing English post slugs: at least six full posts and some partial ones', () => {
    for (const [key] of entries) expect(indexOf.has(key), key).toBe(true);
    expect(full.length).toBeGreaterThanOrEqual(6);
    expect(partial.length).toBeGreaterThanOrEqual(2);
  });

  it('gives valid slugs, unique in the locale and never an English post slug', () => {
    const slugs = entries.map(([, t]) => t.slug).filter((s): s is string => s !== undefined);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slugSchema.safeParse(slug).success, slug).toBe(true);
      expect(indexOf.has(slug), slug).toBe(false);
    }
  });

  it.each(full)('full post %s: every field, and every block in the English order with its settings', (key) => {
    const t = data.posts[key]!;
    const i = indexOf.get(key)!;
    const en = SEED_POSTS[i]!;
    if (t.status !== 'full') throw new Error('not full');
    expect(titleSchema.safeParse(t.title).success).toBe(true);
    expectLocaleText(locale, t.title, en.title);
    expectLocaleText(locale, t.excerpt, en.excerpt);
    expectLocaleText(locale, t.metaTitle, en.title);
    expectLocaleText(locale, t.metaDescription, en.excerpt);
    expect(t.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(t.metaTitle.length).toBeLessThanOrEqual(META_TITLE_MAX);
    expect(t.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(t.featuredImageAlt).toBe(seedPostHasFeaturedImage(i) ? pictured(locale, i) : null);

    const english = englishBlocks(i);
    expect(t.blocks.map((b) => b.blockType)).toEqual(english.map((b) => b.blockType));
    const localised = localiseBlocks(english, t.blocks);
    localised.forEach((block, n) => {
      const en = english[n]!;
      const parsed = parseBlock({ type: block.blockType, content: block.content });
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      // Settings and URLs are the English block's; only the words change.
      const words = new Set(Object.keys(t.blocks[n]!).filter((k) => k !== 'blockType'));
      for (const k of Object.keys(en.content).filter((k) => !words.has(k))) expect(block.content[k], `${n}.${k}`).toEqual(en.content[k]);
      for (const [text, englishText] of textPairs(t.blocks[n]!, en)) {
        if (englishText === '') expect(text, `${n}: empty in English`).toBe('');
        else expectLocaleText(locale, text, englishText);
      }
    });
    const image = t.blocks.find((b) => b.blockType === 'image');
    expect(image && image.blockType === 'image' ? image.alt : null).toBe(pictured(locale, i));
  });

  it.each(partial)('partial post %s: a translated title, and something left to fall back to English', (key) => {
    const t = data.posts[key]!;
    const i = indexOf.get(key)!;
    if (t.status !== 'partial') throw new Error('not partial');
    expect(t.missing.trim()).not.toBe('');
    expectLocaleText(locale, t.title ?? '', SEED_POSTS[i]!.title);
    const fields = [t.slug, t.excerpt, t.metaTitle, t.metaDescription, t.blocks];
    expect(fields.some((f) => f === undefined)).toBe(true);
    if (t.blocks) localiseBlocks(englishBlocks(i), t.blocks);
    if (t.featuredImageAlt !== undefined) expect(t.featuredImageAlt).toBe(seedPostHasFeaturedImage(i) ? pictured(locale, i) : null);
  });
});

describe('localiseBlocks', () => {
  const english = englishBlocks(0);
  const words = SEED_BLOG_TRANSLATIONS['zh-CN'].posts[SEED_POSTS[0]!.slug]!.blocks!;

  it('replaces only the words: the image URL, options and button URL stay the English block’s', () => {
    const out = localiseBlocks(english, words);
    expect(out[3]!.content).toMatchObject({ url: IMAGE_URL, alt: '磁吸礼盒', alignment: english[3]!.content.alignment });
    expect(out[8]!.content).toMatchObject({ buttonUrl: '/category/6', buttonText: '浏览精装硬盒' });
    expect(out[6]!.content.author).toBe(english[6]!.content.author);
    expect(english[3]!.content.alt).toBe('Rigid Magnetic Gift Box');
  });

  it('refuses a block list that does not match the English one for one', () => {
    expect(() => localiseBlocks(english, words.slice(1))).toThrow(/expected 9 blocks/);
    const swapped = [words[1]!, words[0]!, ...words.slice(2)];
    expect(() => localiseBlocks(english, swapped)).toThrow(/block 0: expected text, got heading/);
  });
});
