import type { Metadata } from 'next';
import { alternatesFor, pathIn, translatedAlternatesFor, type PagePath } from './alternates';
import { DEFAULT_LOCALE, type AppLocale } from '../i18n/routing';
import { quotationFacts, siteConfig } from '../site-config';
import { SHARE_CARD_SIZE, SHARE_CARD_TYPE, shareCardPath, shareCardsOn, type PageCardKey } from './share-card-path';

/** OpenGraph's locale codes (language_TERRITORY) of the site's languages. */
export const OG_LOCALES: Record<AppLocale, string> = { en: 'en_US', id: 'id_ID', 'zh-CN': 'zh_CN' };

export type ShareImage = { url: string; alt: string; width?: number; height?: number; type?: string };

/** The PNG logo (public/, the mails' logo too), the share image of last resort: a raster, which chat apps preview (an SVG they do not). */
const LOGO_PNG = { width: 320, height: 80 } as const;

/**
 * The share image of a page without a photo of its own (home, blog list, quote list, search, a
 * 404): the site's card for `key` in the page's language, a 1200×630 PNG; with SHARE_CARDS=off the
 * PNG logo. Never the SVG logo: WhatsApp and WeChat show no preview for one.
 */
export function siteShareImage(locale: AppLocale, alt: string, key: PageCardKey = 'home'): ShareImage {
  return shareCardsOn()
    ? { url: shareCardPath('page', locale, key), alt, ...SHARE_CARD_SIZE, type: SHARE_CARD_TYPE }
    : { url: quotationFacts.logoPngPath, alt, ...LOGO_PNG, type: 'image/png' };
}

/** OpenGraph and Twitter images of a page (Twitter: address and alt only, see pageMetadata). */
export function shareImages(images: ShareImage[]): { openGraph: { images: ShareImage[] }; twitter: Metadata['twitter'] } {
  return {
    openGraph: { images },
    twitter: { card: 'summary_large_image', images: images.map(({ url, alt }) => ({ url, alt })) },
  };
}

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
  /** The page's photo: the share image where cards are off (SHARE_CARDS=off). */
  image?: string | null;
  imageAlt?: string;
  /** The page's share card (shareCardPath): used instead of `image`, with its size. */
  card?: string;
  /** Without a card or photo: the site card shared (siteShareImage), 'home' unless named. */
  siteCard?: PageCardKey;
  type?: 'website' | 'article';
  /** The locales whose copy of the page is translated (hreflang and OG alternates list only these, the default language always). */
  translatedLocales?: readonly AppLocale[];
}): Metadata {
  const listed = input.translatedLocales;
  const alternates = listed ? translatedAlternatesFor(input.locale, input.path, listed) : alternatesFor(input.locale, input.path);
  const alt = input.imageAlt ?? input.title;
  const card = shareCardsOn() ? input.card : undefined;
  // Every page shares a picture: its card, else its photo, else the site's card (never the SVG logo).
  const images: ShareImage[] = card
    ? [{ url: card, alt, ...SHARE_CARD_SIZE, type: SHARE_CARD_TYPE }]
    : input.image
      ? [{ url: input.image, alt }]
      : [siteShareImage(input.locale, alt, input.siteCard)];
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
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      // Address and alt only: X reads no size, and every tag is in the page twice (HTML and RSC data).
      images: images.map(({ url, alt }) => ({ url, alt })),
    },
  };
}
