import { describe, expect, it } from 'vitest';
import { copySlug, generateSlug } from './slug';

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
});

describe('copySlug', () => {
  it("appends '-copy'", () => expect(copySlug('hello-world')).toBe('hello-world-copy'));
  it('stays within 100 characters', () => {
    const s = copySlug('a'.repeat(100));
    expect(s.length).toBeLessThanOrEqual(100);
    expect(s.endsWith('-copy')).toBe(true);
  });
});
