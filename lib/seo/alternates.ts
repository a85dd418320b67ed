import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type AppLocale } from '../i18n/routing';

/** Canonical URL plus hreflang alternates (en, id, zh-CN and x-default) for an unprefixed path. */
export function alternatesFor(locale: AppLocale, pathname: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = localizedPath(l, pathname);
  languages['x-default'] = localizedPath(DEFAULT_LOCALE, pathname);
  return { canonical: localizedPath(locale, pathname), languages };
}

/**
 * For pages whose content is translated per locale: the same canonical, but hreflang lists
 * only `listed` (the locales whose copy is translated; the default language is always added) and
 * x-default. An untranslated copy keeps its own canonical (it is a real page, with the visitor's
 * UI language) but is not announced as a translation.
 */
export function translatedAlternatesFor(
  locale: AppLocale,
  pathname: string,
  listed: readonly AppLocale[],
): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) if (l === DEFAULT_LOCALE || listed.includes(l)) languages[l] = localizedPath(l, pathname);
  languages['x-default'] = localizedPath(DEFAULT_LOCALE, pathname);
  return { canonical: localizedPath(locale, pathname), languages };
}
