import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '@/lib/html/sanitize';
import { SEED_CATEGORIES, SEED_ITEMS } from '../catalog-data';
import { CONTENT_LOCALES, SEED_CATALOG_TRANSLATIONS } from './index';
import type { ContentLocale, ItemTranslation } from './types';

const HAN = /\p{Script=Han}/u;
const english = new Map(SEED_ITEMS.map((item) => [item.name, item]));
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[0].toLowerCase());

/** Asserts a text is written in `locale`: Chinese has Han characters; Indonesian has none and is not the English text. */
function expectLocaleText(locale: ContentLocale, text: string, englishText: string) {
  expect(text.trim()).not.toBe('');
  if (locale === 'zh-CN') expect(text, text).toMatch(HAN);
  else {
    expect(text, text).not.toMatch(HAN);
    expect(text, 'Indonesian copy of the English').not.toBe(englishText);
  }
}

describe.each(CONTENT_LOCALES)('seed catalogue translations: %s', (locale) => {
  const data = SEED_CATALOG_TRANSLATIONS[locale];
  const entries = Object.entries(data.items) as [string, ItemTranslation][];
  const full = entries.filter(([, t]) => t.status === 'full');
  const partial = entries.filter(([, t]) => t.status === 'partial');

  it('is keyed by names that exist in the English seed, which are unique', () => {
    expect(data.locale).toBe(locale);
    expect(english.size).toBe(SEED_ITEMS.length);
    for (const key of Object.keys(data.items)) expect(english.has(key), key).toBe(true);
    for (const key of Object.keys(data.categories))
      expect(
        SEED_CATEGORIES.map((c) => c.name),
        key,
      ).toContain(key);
  });

  it('names every category in the locale', () => {
    expect(Object.keys(data.categories).sort()).toEqual(SEED_CATEGORIES.map((c) => c.name).sort());
    for (const [name, translated] of Object.entries(data.categories)) expectLocaleText(locale, translated, name);
  });

  it('covers every item, most of them fully and a few deliberately partially', () => {
    expect(entries.length).toBe(SEED_ITEMS.length);
    expect(partial.length).toBeGreaterThanOrEqual(2);
    expect(full.length).toBeGreaterThanOrEqual(SEED_ITEMS.length - 4);
  });

  it.each(full.map(([key]) => key))('full item %s: name, description with the English tags, every spec row', (key) => {
    const t = data.items[key]!;
    const en = english.get(key)!;
    if (t.status !== 'full') throw new Error('not full');
    expectLocaleText(locale, t.name, en.name);
    expectLocaleText(locale, t.description, en.description);
    // The same HTML structure as the English, and nothing the description sanitiser would change.
    expect(tagsOf(t.description)).toEqual(tagsOf(en.description));
    expect(sanitizeDescription(t.description)).toBe(t.description);
    expect(t.specs).toHaveLength(en.specs.length);
    t.specs.forEach(([name, value], i) => {
      const [enName, enValue] = en.specs[i]!;
      if (locale === 'zh-CN') expect(name, `${enName} in Chinese`).toMatch(HAN);
      else expect(name.trim(), enName).not.toBe('');
      // An empty English value (a row still to be filled in) stays empty; a filled one is filled.
      expect(value.trim() === '', `${enName}: ${value}`).toBe(enValue.trim() === '');
    });
  });

  it.each(partial.map(([key]) => key))('partial item %s: some fields given, at least one left to fall back', (key) => {
    const t = data.items[key]!;
    const en = english.get(key)!;
    if (t.status !== 'partial') throw new Error('not partial');
    expect(t.missing.trim()).not.toBe('');
    const given = [t.name, t.description, t.specs].filter((f) => f !== undefined);
    expect(given.length).toBeGreaterThan(0);
    // Missing must mean something: the English has a description and specs to fall back to.
    const hasGap =
      t.name === undefined || (t.description === undefined && en.description !== '') || (t.specs === undefined && en.specs.length > 0);
    expect(hasGap).toBe(true);
    if (t.name !== undefined) expectLocaleText(locale, t.name, en.name);
    if (t.description !== undefined) {
      expect(tagsOf(t.description)).toEqual(tagsOf(en.description));
      expect(sanitizeDescription(t.description)).toBe(t.description);
    }
    if (t.specs !== undefined) expect(t.specs).toHaveLength(en.specs.length);
  });

  it('gives each item a distinct name in the locale (search results stay tellable apart)', () => {
    const names = entries.map(([, t]) => t.name).filter((n): n is string => !!n);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('seed catalogue translations: both locales', () => {
  it('the substring example holds: a Chinese name contains 礼盒 without spaces', () => {
    const names = Object.values(SEED_CATALOG_TRANSLATIONS['zh-CN'].items).map((t) => t.name ?? '');
    expect(names).toContain('磁吸礼盒');
    expect(names.filter((n) => n.includes('礼盒')).length).toBeGreaterThan(1);
  });

  it('leaves different items partial per locale, so each locale shows its own fallback', () => {
    const partialKeys = (l: ContentLocale) =>
      Object.entries(SEED_CATALOG_TRANSLATIONS[l].items)
        .filter(([, t]) => t.status === 'partial')
        .map(([k]) => k);
    const zh = partialKeys('zh-CN');
    for (const key of partialKeys('id')) expect(zh).not.toContain(key);
  });
});
