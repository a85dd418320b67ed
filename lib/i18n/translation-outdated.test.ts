import { describe, expect, it } from 'vitest';
import { formatItemCompleteness, isMissingIn, isOutdatedIn, itemCompleteness } from '@/lib/catalog/translations/completeness';
import { postCompleteness } from '@/lib/blog/admin/translation-completeness';
import { coverage, isOutdatedField, outdatedFields, parseTranslationFilter, TRANSLATION_FILTER_VALUES } from './translation-outdated';

describe('outdated translations (pure)', () => {
  it('a field is outdated only when a stored source differs from the English now', () => {
    expect(isOutdatedField({ name: 'Box' }, 'name', 'Box')).toBe(false);
    expect(isOutdatedField({ name: 'Box' }, 'name', 'Gift box')).toBe(true);
    // Saved before sources were kept: counted current.
    expect(isOutdatedField(null, 'name', 'Gift box')).toBe(false);
    expect(isOutdatedField(undefined, 'name', 'Gift box')).toBe(false);
    // A missing key reads as null, like the SQL twin's `source->'key'`.
    expect(isOutdatedField({}, 'name', 'Gift box')).toBe(true);
    expect(isOutdatedField({ items: ['a', 'b'] }, 'items', ['a', 'b'])).toBe(false);
    expect(isOutdatedField({ items: ['a', 'b'] }, 'items', ['a', 'c'])).toBe(true);
  });

  it('counts an outdated field apart from done; an untranslated field is neither', () => {
    const english = { name: 'Gift box', description: 'New text', note: '' };
    const translation = { name: 'Kotak hadiah', description: 'Teks', note: 'x' };
    expect(coverage(english, translation, { name: 'Gift box', description: 'Old text' }, ['name', 'description', 'note'])).toEqual({
      done: 1,
      total: 2,
      outdated: 1,
    });
    expect(coverage(english, { name: '', description: 'Teks' }, { name: 'Old', description: 'New text' }, ['name', 'description'])).toEqual(
      {
        done: 1,
        total: 2,
        outdated: 0,
      },
    );
    expect(outdatedFields(english, translation, { name: 'Gift box', description: 'Old text' }, ['name', 'description'])).toEqual({
      description: { was: 'Old text', now: 'New text' },
    });
  });

  it('an item: name, description and spec rows by position; "ID 7/8 · 1 outdated"', () => {
    const english = {
      name: 'Candle Carton Box',
      description: '<p>A carton</p>',
      specs: [
        { name: 'Material', value: '400 gsm' },
        { name: 'Size', value: '8 x 8 cm' },
        { name: 'Finish', value: 'Matte' },
      ],
    };
    const id = {
      name: 'Kotak Lilin',
      description: '<p>Karton</p>',
      source: { name: 'Candle Carton Box', description: '<p>A carton</p>' },
      specs: [
        { name: 'Bahan', value: '350 gsm', source: { name: 'Material', value: '350 gsm' } },
        { name: 'Ukuran', value: '8 x 8 cm', source: { name: 'Size', value: '8 x 8 cm' } },
        { name: 'Lapisan', value: 'Doff', source: null },
      ],
    };
    const c = itemCompleteness(english, id);
    expect(c).toEqual({ done: 7, total: 8, outdated: 1 });
    const all = { id: c, 'zh-CN': { done: 3, total: 8, outdated: 0 } };
    expect(formatItemCompleteness(all, { id: 'ID', 'zh-CN': '中文' }, (n) => `${n} outdated`)).toBe('ID 7/8 · 1 outdated · 中文 3/8');
    expect(isOutdatedIn(all, 'id')).toBe(true);
    expect(isMissingIn(all, 'id')).toBe(false);
    expect(isOutdatedIn(all, 'zh-CN')).toBe(false);
  });

  it('a post: fields and whole blocks', () => {
    const english = {
      title: 'New title',
      slug: 'post',
      excerpt: null,
      metaTitle: null,
      metaDescription: null,
      featuredImageAlt: null,
      blocks: [
        { sortOrder: 0, type: 'heading', content: { content: 'Intro', level: 2 } },
        { sortOrder: 1, type: 'cta', content: { title: 'Call us', description: 'Now', buttonText: 'Go', url: '/x' } },
      ],
    };
    const translated = {
      fields: { title: 'Judul', slug: 'pos', source: { title: 'Old title', slug: 'post' } },
      blocks: new Map([
        [0, { blockType: 'heading', content: { content: 'Pengantar' }, source: { content: 'Intro' } }],
        [
          1,
          {
            blockType: 'cta',
            content: { title: 'Hubungi', description: 'Kini', buttonText: 'Ayo' },
            source: { title: 'Call', description: 'Now', buttonText: 'Go' },
          },
        ],
      ]),
    };
    expect(postCompleteness(english, translated)).toEqual({ done: 2, total: 4, outdated: 2 });
  });

  it('the filter value: ?missing=id keeps its meaning, ?missing=id-outdated is new', () => {
    expect(parseTranslationFilter('id')).toEqual({ locale: 'id', outdated: false });
    expect(parseTranslationFilter('zh-CN-outdated')).toEqual({ locale: 'zh-CN', outdated: true });
    expect(parseTranslationFilter('en-outdated')).toBeNull();
    expect(parseTranslationFilter('outdated')).toBeNull();
    expect(TRANSLATION_FILTER_VALUES).toEqual(['id', 'zh-CN', 'id-outdated', 'zh-CN-outdated']);
  });
});
