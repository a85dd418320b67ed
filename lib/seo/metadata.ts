import type { Metadata } from 'next';
import { alternatesFor, pathIn, translatedAlternatesFor, type PagePath } from './alternates';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/routing';
import { siteConfig } from '../site-config';
import { SHARE_CARD_SIZE, shareCardsOn } from './share-card-path';

/** OpenGraph's locale codes (language_TERRITORY) of the site's languages. */
export const OG_LOCALES: Record<AppLocale, string> = { en: 'en_US', id: 'id_ID', 'zh-CN': 'zh_CN' };

/**
 * Metadata of a public page: title (the layout's template adds '| PT {company}'), description,
 * canonical + hreflang alternates (en, id, zh-CN, x-default), OpenGraph and Twitter cards.
 * `image` may be a site path ('/storage/...'); metadataBase (root layout) makes it absolute.
 */
export function pageMetadata(input: {
  locale: AppLocale;
  /** The page's unprefixed path, or one per locale (a product's or category's slug differs by locale). */
  path: PagePath;
  title: string;
  description: string;
  image?: string | null;
  imageAlt?: string;
  /** The page's share card (shareCardPath): used instead of `image`, with its size. */
  card?: string;
  type?: 'website' | 'article';
  /** The locales whose copy of the page is translated (hreflang and OG alternates list only these, the default language always). */
  translatedLocales?: readonly AppLocale[];
}): Metadata {
  const listed = input.translatedLocales;
  const alternates = listed ? translatedAlternatesFor(input.locale, input.path, listed) : alternatesFor(input.locale, input.path);
  const alt = input.imageAlt ?? input.title;
  const card = shareCardsOn() ? input.card : undefined;
  const images = card ? [{ url: card, alt, ...SHARE_CARD_SIZE }] : input.image ? [{ url: input.image, alt }] : undefined;
  return {
    title: input.title,
    description: input.description,
    alternates,
    openGraph: {
      type: input.type ?? 'website',
      siteName: siteConfig.legalName,
      title: input.title,
      description: input.description,
      url: pathIn(input.locale, input.path),
      locale: OG_LOCALES[input.locale],
      alternateLocale: Object.entries(OG_LOCALES)
        .filter(([l]) => l !== input.locale && (!listed || l === DEFAULT_LOCALE || listed.includes(l as AppLocale)))
        .map(([, v]) => v),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
      // Address and alt only: X reads no size, and every tag is in the page twice (HTML and RSC data).
      images: images?.map(({ url, alt }) => ({ url, alt })),
    },
  };
}
