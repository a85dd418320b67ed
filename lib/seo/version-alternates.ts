import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type AppLocale } from '../i18n/routing';

// A variant of ./alternates.ts (kept in its own file so the catalogue's variant there and this one
// never touch the same lines) for pages whose URL itself differs per language (translated slugs).

/**
 * Canonical plus hreflang alternates of a page whose language versions differ (translated
 * content): only the locales in `versions`, each with its own unprefixed path (e.g. a translated
 * slug); x-default is the default language's version. The canonical stays the page's own URL in
 * `locale`, listed or not (an untranslated locale's page still exists, in the reader's UI language).
 */
export function alternatesForVersions(
  locale: AppLocale,
  ownPath: string,
  versions: readonly { locale: AppLocale; path: string }[],
): NonNullable<Metadata['alternates']> {
  return { canonical: localizedPath(locale, ownPath), languages: versionLanguages(versions) };
}

/** The hreflang map (locale → localised path, plus x-default) of the given language versions, in LOCALES order. */
export function versionLanguages(versions: readonly { locale: AppLocale; path: string }[]): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) {
    const v = versions.find((x) => x.locale === l);
    if (v) languages[l] = localizedPath(l, v.path);
  }
  const fallback = versions.find((x) => x.locale === DEFAULT_LOCALE);
  if (fallback) languages['x-default'] = localizedPath(DEFAULT_LOCALE, fallback.path);
  return languages;
}
