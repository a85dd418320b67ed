import { resolveField } from '../i18n/content-fallback';
import { isTranslationLocale, type TranslationLocale } from '../i18n/content-locales';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/routing';

/**
 * Per-field localisation of the catalogue's read models. Pure: the queries hand each
 * English column with its translation (`tr_*`, from the requested locale's translation row); these
 * helpers pick the text per field (never per page) with the shared fallback rule
 * (lib/i18n/content-fallback.ts: a null or blank translation falls back to the default language).
 *
 * The read model says where each field's text came from with a `lang` map: a field listed there
 * holds text in that locale (the default language, a fallback), a field not listed holds text in
 * the requested locale. It is exactly the `lang` attribute the rendered block needs inside a page
 * whose `<html lang>` is the requested locale, and costs nothing on a fully translated page.
 */

export type FieldLang<K extends string> = Partial<Record<K, AppLocale>>;

export type LocalisedText = { value: string; lang?: AppLocale };

/**
 * One text field in `locale`: the translation when filled, else the English text. A fallback is
 * marked only when the English text itself says something (an empty cell needs no `lang`).
 */
export function localiseText(english: string | null | undefined, translated: string | null | undefined, locale: AppLocale): LocalisedText {
  const r = resolveField<string, AppLocale>(english ?? '', translated ?? null, locale, DEFAULT_LOCALE);
  return r.fallback && r.value.trim() !== '' ? { value: r.value, lang: r.locale } : { value: r.value };
}

/** Builds a `lang` map from the fields' results; undefined when every field is in the requested locale. */
export function langMap<K extends string>(fields: { readonly [P in K]: LocalisedText }): FieldLang<K> | undefined {
  const out: FieldLang<K> = {};
  for (const key of Object.keys(fields) as K[]) if (fields[key].lang) out[key] = fields[key].lang;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The translation locales a row is translated in (as the query lists them), known locales only, in order. */
export function translatedLocales(raw: readonly unknown[] | string | null | undefined): TranslationLocale[] {
  const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter(isTranslationLocale))].sort();
}

/**
 * The locale of a page's main text, for JSON-LD `inLanguage`: the requested locale where the page
 * counts as translated there (the same rule as hreflang and the sitemap), else the default language.
 */
export function mainTextLocale(locale: AppLocale, translatedIn: readonly AppLocale[]): AppLocale {
  return locale === DEFAULT_LOCALE || translatedIn.includes(locale) ? locale : DEFAULT_LOCALE;
}

/** The locales whose copy of a page is listed (hreflang, sitemap): the default language always, then the translated ones. */
export function listedLocales(translatedIn: readonly AppLocale[]): AppLocale[] {
  return [DEFAULT_LOCALE, ...translatedIn.filter((l) => l !== DEFAULT_LOCALE)];
}
