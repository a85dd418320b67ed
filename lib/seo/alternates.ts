import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type AppLocale } from '../i18n/routing';

/** Canonical URL plus hreflang alternates (en, id, zh-CN and x-default) for an unprefixed path. */
export function alternatesFor(locale: AppLocale, pathname: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = localizedPath(l, pathname);
  languages['x-default'] = localizedPath(DEFAULT_LOCALE, pathname);
  return { canonical: localizedPath(locale, pathname), languages };
}
