import { describe, expect, it } from 'vitest';
import { SEED_ITEMS } from '@/lib/start-up/seed/catalog-data';
import { SEED_CATALOG_TRANSLATIONS, type SpecTranslation } from '@/lib/start-up/seed/translations';
import {
  completeness,
  formatCompleteness,
  isComplete,
  isFilled,
  isTranslatedIn,
  langFor,
  resolveField,
  resolveFields,
  sumCompleteness,
} from './content-fallback';

type L = 'en' | 'id' | 'zh-CN';
const FIELDS = ['name', 'description', 'specs'] as const;
type ItemFields = { name: string; description: string; specs: readonly SpecTranslation[] };
const english = (name: string): ItemFields => {
  const item = SEED_ITEMS.find((i) => i.name === name)!;
  return { name: item.name, description: item.description, specs: item.specs };
};

describe('isFilled', () => {
  it('treats blank strings, empty lists and null as missing', () => {
    expect([null, undefined, '', '   ', []].map(isFilled)).toEqual([false, false, false, false, false]);
    expect(['x', ['a'], 0, false, {}].map(isFilled)).toEqual([true, true, true, true, true]);
  });
});

describe('resolveField', () => {
  it('takes the translation when it is filled, and says so', () => {
    expect(resolveField<string, L>('Pillow Box', '枕头盒', 'zh-CN', 'en')).toEqual({ value: '枕头盒', locale: 'zh-CN', fallback: false });
  });

  it('falls back to the default language for a missing or blank translation', () => {
    for (const missing of [undefined, null, '', '  ']) {
      expect(resolveField<string, L>('Pillow Box', missing, 'id', 'en')).toEqual({ value: 'Pillow Box', locale: 'en', fallback: true });
    }
  });

  it('never reports a fallback for the default language itself, even when a stray row exists for it', () => {
    expect(resolveField<string, L>('Pillow Box', 'ignored', 'en', 'en')).toEqual({ value: 'Pillow Box', locale: 'en', fallback: false });
  });
});

describe('resolveFields on the seed data: per field, not per page', () => {
  it('a partial Chinese item keeps its Chinese name and specs and falls back for the description only', () => {
    const zh = SEED_CATALOG_TRANSLATIONS['zh-CN'].items['Candle Carton Box'];
    const r = resolveFields<(typeof FIELDS)[number], ItemFields, L>(english('Candle Carton Box'), zh, FIELDS, 'zh-CN', 'en');
    expect(r.name).toEqual({ value: '蜡烛纸盒', locale: 'zh-CN', fallback: false });
    expect(r.specs.locale).toBe('zh-CN');
    expect(r.description).toMatchObject({ locale: 'en', fallback: true, value: english('Candle Carton Box').description });
    expect(langFor(r.name, 'zh-CN')).toBeUndefined();
    expect(langFor(r.description, 'zh-CN')).toBe('en');
    // Name alone does not make the page "translated" for hreflang: the main text is English.
    expect(isTranslatedIn(r, ['name', 'description'], 'zh-CN')).toBe(false);
  });

  it('a fully translated item is translated in that locale; a missing translation resolves to English everywhere', () => {
    const full = resolveFields<(typeof FIELDS)[number], ItemFields, L>(
      english('Pillow Box'),
      SEED_CATALOG_TRANSLATIONS.id.items['Pillow Box'],
      FIELDS,
      'id',
      'en',
    );
    expect(isTranslatedIn(full, ['name', 'description'], 'id')).toBe(true);
    const none = resolveFields<(typeof FIELDS)[number], ItemFields, L>(english('Pillow Box'), undefined, FIELDS, 'id', 'en');
    expect(Object.values(none).map((f) => f.locale)).toEqual(['en', 'en', 'en']);
    expect(isTranslatedIn(none, [], 'id')).toBe(false);
  });
});

describe('completeness', () => {
  it('counts only the fields the default language fills', () => {
    // Rice Box Takeaway has no specification rows in English: two fields to translate, not three.
    expect(completeness(english('Rice Box Takeaway'), SEED_CATALOG_TRANSLATIONS.id.items['Rice Box Takeaway'], FIELDS)).toEqual({
      done: 2,
      total: 2,
    });
    expect(completeness(english('Tea Packaging Carton'), SEED_CATALOG_TRANSLATIONS.id.items['Tea Packaging Carton'], FIELDS)).toEqual({
      done: 1,
      total: 2,
    });
    expect(completeness(english('Pillow Box'), null, FIELDS)).toEqual({ done: 0, total: 3 });
  });

  it('sums rows and formats "ID 8/8 · 中文 3/8"', () => {
    const id = sumCompleteness([
      { done: 3, total: 3 },
      { done: 5, total: 5 },
    ]);
    const zh = sumCompleteness([
      { done: 1, total: 3 },
      { done: 2, total: 5 },
    ]);
    expect(isComplete(id)).toBe(true);
    expect(isComplete(zh)).toBe(false);
    expect(
      formatCompleteness<L>(
        [
          ['id', id],
          ['zh-CN', zh],
        ],
        { id: 'ID', 'zh-CN': '中文' },
      ),
    ).toBe('ID 8/8 · 中文 3/8');
    expect(formatCompleteness<L>([['id', id]], {})).toBe('');
  });

  it('over the whole seed catalogue: Indonesian and Chinese are each incomplete by their partial items only', () => {
    for (const locale of ['id', 'zh-CN'] as const) {
      const items = SEED_CATALOG_TRANSLATIONS[locale].items;
      const perItem = SEED_ITEMS.map((i) => completeness(english(i.name), items[i.name], FIELDS));
      const incomplete = SEED_ITEMS.filter((_, n) => !isComplete(perItem[n]!)).map((i) => i.name);
      const partial = Object.entries(items)
        .filter(([, t]) => t.status === 'partial')
        .map(([k]) => k);
      expect(incomplete.sort()).toEqual(partial.sort());
    }
  });
});
