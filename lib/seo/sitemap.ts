import type { MetadataRoute } from 'next';
import { getConfig } from '../config';
import { DEFAULT_LOCALE, LOCALES, type AppLocale } from '../i18n/routing';
import { pathIn, type PagePath } from './alternates';

export type SitemapEntries = MetadataRoute.Sitemap;
/** One part of /sitemap.xml (home, catalogue, blog …); registered in app/sitemap.ts. */
export type SitemapSection = () => Promise<SitemapEntries>;

/**
 * The entries of one unprefixed path: one per locale, each listing every language version
 * (hreflang alternates, plus x-default) and the same lastmod, or each its own when `lastModified`
 * is a function of the locale (a translation saved later moves only its copy's). `locales` narrows both to
 * the locales whose copy is translated (the caller includes the default language); x-default
 * always points at the default language.
 */
export function localizedEntries(
  pathname: PagePath,
  options: {
    lastModified?: string | Date | null | ((locale: AppLocale) => string | Date | null);
    changeFrequency?: SitemapEntries[number]['changeFrequency'];
    priority?: number;
    locales?: readonly AppLocale[];
  } = {},
): SitemapEntries {
  const base = getConfig().siteUrl;
  const listed = options.locales ? LOCALES.filter((l) => options.locales!.includes(l)) : LOCALES;
  const languages: Record<string, string> = {};
  for (const l of listed) languages[l] = `${base}${pathIn(l, pathname)}`;
  languages['x-default'] = `${base}${pathIn(DEFAULT_LOCALE, pathname)}`;
  const lastModifiedIn = (l: AppLocale) => (typeof options.lastModified === 'function' ? options.lastModified(l) : options.lastModified);
  return listed.map((l) => ({
    url: `${base}${pathIn(l, pathname)}`,
    ...(lastModifiedIn(l) ? { lastModified: lastModifiedIn(l)! } : {}),
    ...(options.changeFrequency ? { changeFrequency: options.changeFrequency } : {}),
    ...(options.priority !== undefined ? { priority: options.priority } : {}),
    alternates: { languages },
  }));
}

export const homeSitemapSection: SitemapSection = async () => localizedEntries('/', { changeFrequency: 'weekly', priority: 1 });
