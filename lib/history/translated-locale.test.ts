import { describe, expect, it } from 'vitest';
import { translatedLocale } from './translated-locale';

describe('translatedLocale', () => {
  it('names the language a product or post translation was saved in', () => {
    expect(translatedLocale('item.translate', { locale: 'id' })).toBe('id');
    expect(translatedLocale('post.translate', { locale: 'zh-CN', removed: true })).toBe('zh-CN');
  });
  it('is null for other actions, English, unknown or missing locales', () => {
    expect(translatedLocale('item.update', { locale: 'id' })).toBeNull();
    expect(translatedLocale('item.translate', { locale: 'en' })).toBeNull();
    expect(translatedLocale('item.translate', { locale: 'fr' })).toBeNull();
    expect(translatedLocale('item.translate', null)).toBeNull();
    expect(translatedLocale('item.translate', 'id')).toBeNull();
  });
});
