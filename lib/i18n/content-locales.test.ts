import { describe, expect, it } from 'vitest';
import { isTranslationLocale, localeTag, tagsInLocale, TRANSLATION_LOCALES } from './content-locales';

describe('content locales', () => {
  it('translates into every UI locale but the default language', () => {
    expect(TRANSLATION_LOCALES).toEqual(['id', 'zh-CN']);
    expect(isTranslationLocale('zh-CN')).toBe(true);
    expect(isTranslationLocale('en')).toBe(false);
    expect(isTranslationLocale('fr')).toBe(false);
  });

  it('gives a read in a translated locale its base tags and their locale twins', () => {
    expect(tagsInLocale(['items', 'item:4'], 'en')).toEqual(['items', 'item:4']);
    expect(tagsInLocale(['items', 'item:4'], 'zh-CN')).toEqual(['items', 'item:4', 'items@zh-CN', 'item:4@zh-CN']);
    expect(localeTag('post:abc', 'id')).toBe('post:abc@id');
  });
});
