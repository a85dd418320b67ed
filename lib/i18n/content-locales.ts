import { DEFAULT_LOCALE, LOCALES, type AppLocale } from './routing';

// The locales content can be translated into (every UI locale but the default language,
// whose words live in the SPEC's own tables), and the cache tags of translated reads.

// DEFAULT_LOCALE is the literal 'en' (`satisfies AppLocale` in routing.ts), so this is 'id' | 'zh-CN'.
export type TranslationLocale = Exclude<AppLocale, typeof DEFAULT_LOCALE>;
export const TRANSLATION_LOCALES = LOCALES.filter((l): l is TranslationLocale => l !== DEFAULT_LOCALE);

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return typeof value === 'string' && (TRANSLATION_LOCALES as readonly string[]).includes(value);
}

/** The tag a read in `locale` carries besides `tag`: a write to that locale's words refreshes only it. */
export function localeTag(tag: string, locale: AppLocale): string {
  return `${tag}@${locale}`;
}

/**
 * The tags of a cached read in `locale`: the base tags (a default-language write refreshes every
 * locale, since any field may fall back to it) and, outside the default language, each tag's
 * locale twin (a translation write in that locale refreshes only these).
 */
export function tagsInLocale(tags: readonly string[], locale: AppLocale): string[] {
  return locale === DEFAULT_LOCALE ? [...tags] : [...tags, ...tags.map((t) => localeTag(t, locale))];
}
