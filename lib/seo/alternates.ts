import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type AppLocale } from '../i18n/routing';

/**
 * An unprefixed path, the same in every locale ('/blog'), or one per locale: a product's and a
 * category's address carries the locale's own slug (lib/seo/catalog-paths.ts).
 */
export type PagePath = string | Readonly<Record<AppLocale, string>>;

/** The prefixed path of `pathname` in locale `l`. */
export function pathIn(l: AppLocale, pathname: PagePath): string {
  return localizedPath(l, typeof pathname === 'string' ? pathname : pathname[l]);
}

/** Canonical URL plus hreflang alternates (en, id, zh-CN and x-default) for an unprefixed path. */
export function alternatesFor(locale: AppLocale, pathname: PagePath): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = pathIn(l, pathname);
  languages['x-default'] = pathIn(DEFAULT_LOCALE, pathname);
  return { canonical: pathIn(locale, pathname), languages };
}

/**
 * For pages whose content is translated per locale: the same canonical, but hreflang lists
 * only `listed` (the locales whose copy is translated; the default language is always added) and
 * x-default. An untranslated copy keeps its own canonical (it is a real page, with the visitor's
 * UI language) but is not announced as a translation.
 */
export function translatedAlternatesFor(
  locale: AppLocale,
  pathname: PagePath,
  listed: readonly AppLocale[],
): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) if (l === DEFAULT_LOCALE || listed.includes(l)) languages[l] = pathIn(l, pathname);
  languages['x-default'] = pathIn(DEFAULT_LOCALE, pathname);
  return { canonical: pathIn(locale, pathname), languages };
}
