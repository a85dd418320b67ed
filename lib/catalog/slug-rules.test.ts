import { describe, expect, it } from 'vitest';
import { deriveSlug, movedPages, suffixedSlug } from './slug-rules';

describe('a product or category slug from its name, per locale', () => {
  it('English and Indonesian names read as words, accents folded', () => {
    expect(deriveSlug('item', 1, 'Magnetic Gift Box')).toBe('magnetic-gift-box');
    expect(deriveSlug('item', 1, 'Kotak Hadiah Magnet')).toBe('kotak-hadiah-magnet');
    expect(deriveSlug('category', 6, 'Kemasan Café')).toBe('kemasan-cafe');
  });

  it('a Chinese name becomes toneless pinyin', () => {
    expect(deriveSlug('item', 1, '磁吸礼盒')).toBe('ci-xi-li-he');
    expect(deriveSlug('category', 6, '硬盒')).toBe('ying-he');
  });

  it('a name with nothing an address can use gives the kind and the id', () => {
    expect(deriveSlug('item', 7, '🎁🎁')).toBe('product-7');
    expect(deriveSlug('category', 3, 'Коробка')).toBe('category-3');
  });

  it('never spells a fixed child of the category address', () => {
    expect(deriveSlug('category', 4, 'Browse')).toBe('browse-4');
    expect(deriveSlug('category', 4, 'Items')).toBe('items-4');
  });
});

describe('unique per locale', () => {
  it('keeps a free slug and suffixes a taken one with the first free number', () => {
    expect(suffixedSlug('gift-box', new Set())).toBe('gift-box');
    expect(suffixedSlug('gift-box', new Set(['gift-box']))).toBe('gift-box-2');
    expect(suffixedSlug('gift-box', new Set(['gift-box', 'gift-box-2', 'gift-box-3']))).toBe('gift-box-4');
  });

  it('stays within 100 characters, cut at a word', () => {
    const long = Array.from({ length: 20 }, () => 'kotak').join('-'); // 119 characters
    const base = long.slice(0, 99); // as a long name gives it
    const slug = suffixedSlug(base, new Set([base]));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toMatch(/^(kotak-)+2$/);
  });
});

describe('pages a slug change moved', () => {
  it('lists the old and the new address in the locale that changed (for the CDN purge)', () => {
    expect(movedPages('item', 1, [{ locale: 'id', from: 'kotak', to: 'kotak-hadiah' }])).toEqual([
      '/id/product/1/kotak',
      '/id/product/1/kotak-hadiah',
    ]);
    expect(movedPages('category', 6, [{ locale: 'en', from: null, to: 'hardbox' }])).toEqual(['/category/6/hardbox']);
  });
});
