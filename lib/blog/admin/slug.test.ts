import { describe, expect, it } from 'vitest';
import { copySlug, generateSlug } from './slug';
import { validateSlugFormat } from './schemas';

describe('generateSlug (SPEC section 5)', () => {
  it('lowercases', () => expect(generateSlug('Hello World')).toBe('hello-world'));
  it('drops characters other than letters, digits, spaces and hyphens', () =>
    expect(generateSlug('Boxes & Bags: 2026 Guide!')).toBe('boxes-bags-2026-guide'));
  it('turns runs of spaces into one hyphen', () => expect(generateSlug('a    b\t c')).toBe('a-b-c'));
  it('collapses repeated hyphens', () => expect(generateSlug('a -- b---c')).toBe('a-b-c'));
  it('trims hyphens at the ends', () => expect(generateSlug('  - hello -  ')).toBe('hello'));
  it("falls back to 'untitled' when nothing is left", () => {
    expect(generateSlug('')).toBe('untitled');
    expect(generateSlug('!!! ???')).toBe('untitled');
    expect(generateSlug('---')).toBe('untitled');
  });
  it('folds accents so the result passes the slug rule', () => expect(generateSlug('Kemasan Café Ünik')).toBe('kemasan-cafe-unik'));
  it('keeps digits', () => expect(generateSlug('Top 10 Boxes')).toBe('top-10-boxes'));
  it('cuts a long title at a word boundary within 100 characters, passing the slug rule', () => {
    const title =
      'Choosing the right rigid gift box for premium cosmetics, watches and jewellery in Indonesia: a complete buyer guide for 2026 and beyond';
    const slug = generateSlug(title);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(
      `${title.toLowerCase()}`
        .replace(/[^a-z0-9 ]/g, '')
        .replace(/ +/g, '-')
        .startsWith(slug + '-'),
    ).toBe(true);
    expect(slug).toBe('choosing-the-right-rigid-gift-box-for-premium-cosmetics-watches-and-jewellery-in-indonesia-a');
    expect(validateSlugFormat(slug)).toBeNull();
    expect(generateSlug('word '.repeat(40).trim())).toBe(`${'word-'.repeat(19)}word`);
  });
  it('cuts a single word longer than 100 characters at 100', () => expect(generateSlug('x'.repeat(150))).toBe('x'.repeat(100)));
  it('keeps a slug of exactly 100 characters whole', () => expect(generateSlug('y'.repeat(100))).toBe('y'.repeat(100)));
});

describe('copySlug', () => {
  it("appends '-copy'", () => expect(copySlug('hello-world')).toBe('hello-world-copy'));
  it('stays within 100 characters', () => {
    const s = copySlug('a'.repeat(100));
    expect(s.length).toBeLessThanOrEqual(100);
    expect(s.endsWith('-copy')).toBe(true);
  });
});
