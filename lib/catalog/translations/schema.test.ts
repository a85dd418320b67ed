import { describe, expect, it } from 'vitest';
import { SEED_CATALOG_TRANSLATIONS } from '@/lib/start-up/seed/translations';
import { descriptionText, isStarted, itemTranslationSchema, translationIssues } from './schema';
import { formatItemCompleteness, isMissingIn, itemCompleteness } from './completeness';

const base = { itemId: 4, locale: 'zh-CN', name: '', description: '', specs: [{ name: '', value: '' }] };
const parse = (patch: Record<string, unknown>) => itemTranslationSchema.safeParse({ ...base, ...patch });
const issues = (patch: Record<string, unknown>) => {
  const r = parse(patch);
  return r.success ? {} : translationIssues(r.error);
};

describe("one locale's address slug", () => {
  it('is kept when blank, folded to lowercase, held to the slug rule, and can be asked anew', () => {
    expect(parse({}).success && parse({}).data).toMatchObject({ slug: '', regenerateSlug: false });
    const r = parse({ name: '磁吸礼盒', slug: ' Ci-Xi-Li-He ', regenerateSlug: true });
    expect(r.success && r.data).toMatchObject({ slug: 'ci-xi-li-he', regenerateSlug: true });
    expect(issues({ name: '磁吸礼盒', slug: 'ci xi' })).toEqual({ slug: 'slugFormat' });
    expect(issues({ name: '磁吸礼盒', slug: 'a--b' })).toEqual({ slug: 'slugFormat' });
  });
});

describe('one locale of an item: validation (the English rules, once the locale is started)', () => {
  it('accepts an all-blank locale (the save removes it) and a started one with its name', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ description: '<p></p>' }).success).toBe(true);
    const r = parse({ name: '  磁吸礼盒 ', specs: [{ name: '材质', value: '' }] });
    expect(r.success && r.data).toMatchObject({ name: '磁吸礼盒', specs: [{ name: '材质', value: '' }] });
  });

  it('requires the name once any field is filled', () => {
    expect(issues({ description: '<p>盒子</p>' })).toEqual({ name: 'nameRequired' });
    expect(issues({ specs: [{ name: '材质', value: '' }] })).toEqual({ name: 'nameRequired' });
    expect(issues({ name: '   ', specs: [{ name: '', value: '10 cm' }] })).toEqual({ name: 'nameRequired', 'spec-0': 'specNameRequired' });
  });

  it('refuses a spec value without its name, on that row', () => {
    expect(
      issues({
        name: '盒',
        specs: [
          { name: '尺寸', value: '1' },
          { name: ' ', value: '红色' },
        ],
      }),
    ).toEqual({ 'spec-1': 'specNameRequired' });
  });

  it('keeps the English length limits', () => {
    expect(issues({ name: 'x'.repeat(201) })).toEqual({ name: 'nameTooLong' });
    expect(issues({ name: '盒', description: 'x'.repeat(50_001) })).toEqual({ description: 'descriptionTooLong' });
    expect(issues({ name: '盒', specs: [{ name: 'x'.repeat(501), value: '' }] })).toEqual({ 'spec-0': 'specTooLong' });
    expect(issues({ name: '盒', specs: Array.from({ length: 101 }, () => ({ name: '', value: '' })) })).toEqual({ form: 'tooManySpecs' });
  });

  it('refuses the default language and unknown locales', () => {
    expect(issues({ locale: 'en', name: 'Box' })).toEqual({ form: 'invalid' });
    expect(issues({ locale: 'fr', name: 'Box' })).toEqual({ form: 'invalid' });
  });

  it('reads a description as its visible text', () => {
    expect(descriptionText('<p> </p><p>&nbsp;</p>')).toBe('');
    expect(descriptionText('<p>A &amp; B</p><ul><li>x</li></ul>')).toBe('A & B x');
    expect(isStarted({ name: '', description: '<p><br></p>', specs: [] })).toBe(false);
  });
});

describe('completeness of an item', () => {
  const english = {
    name: 'Candle Carton Box',
    description: '<p>A carton</p>',
    specs: [
      { name: 'Material', value: '350 gsm' },
      { name: 'Size', value: '8 x 8 cm' },
    ],
  };

  it('counts name, description and each spec name and value English fills', () => {
    expect(itemCompleteness(english, null)).toEqual({ done: 0, total: 6, outdated: 0 });
    expect(itemCompleteness(english, { name: '蜡烛纸盒', description: null, specs: [{ name: '材质', value: '' }] })).toEqual({
      done: 2,
      total: 6,
      outdated: 0,
    });
    // A field English leaves empty is not asked of a translation.
    expect(itemCompleteness({ ...english, description: '' }, { name: '盒', description: '<p>x</p>', specs: [] })).toEqual({
      done: 1,
      total: 5,
      outdated: 0,
    });
  });

  it('counts a seeded partial translation (zh-CN "Candle Carton Box": name and specs, no description)', () => {
    const zh = SEED_CATALOG_TRANSLATIONS['zh-CN'].items['Candle Carton Box']!;
    const specs = (zh.specs ?? []).map(([name, value]) => ({ name, value }));
    const c = itemCompleteness(
      { ...english, specs: specs.map(() => ({ name: 'n', value: 'v' })) },
      { name: zh.name ?? null, description: null, specs },
    );
    expect(c).toEqual({ done: 1 + specs.length * 2, total: 2 + specs.length * 2, outdated: 0 });
  });

  it('formats "ID 8/8 · 中文 3/8" and tells which locale is missing a field', () => {
    const c = { id: { done: 8, total: 8, outdated: 0 }, 'zh-CN': { done: 3, total: 8, outdated: 0 } };
    expect(formatItemCompleteness(c, { id: 'ID', 'zh-CN': '中文' })).toBe('ID 8/8 · 中文 3/8');
    expect(isMissingIn(c, 'zh-CN')).toBe(true);
    expect(isMissingIn(c, 'id')).toBe(false);
    expect(isMissingIn(undefined, 'id')).toBe(false);
  });
});
