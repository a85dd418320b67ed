import type { AppLocale } from '../i18n/routing';

// The share card (Open Graph / Twitter image) of a page: drawn by app/api/og/[kind]/[locale]/[key]
// in the page's language. Under api/ because middleware and the locale rewrites leave that path
// alone, so the image is served straight from the route cache like the page.

/**
 * SHARE_CARDS=off turns the drawn cards off: pages keep their photo as the share image and the card
 * route answers 404. A switch for either host (the Worker draws cards too: decision 071). Read on
 * each call, like IMAGE_CODEC.
 */
export function shareCardsOn(): boolean {
  return process.env.SHARE_CARDS !== 'off';
}

/**
 * `page`: a page without a photo of its own (home, blog list, quote list, search), by PAGE_CARD_KEYS;
 * `tag`: a blog tag's page, by the tag's slug.
 */
export const SHARE_CARD_KINDS = ['product', 'category', 'article', 'page', 'tag'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
/** Every card is a PNG (next/og's ImageResponse): said in og:image:type. */
export const SHARE_CARD_TYPE = 'image/png';
export const PAGE_CARD_KEYS = ['home', 'blog', 'quote', 'search'] as const;
export type PageCardKey = (typeof PAGE_CARD_KEYS)[number];

/**
 * The card's site path. `version` (the content's last change) only makes the URL new when the
 * content changed, so sites that keep a shared image by its URL (chat apps, social networks) fetch
 * the new one; the server itself ignores it and refreshes the card with the page's cache tags.
 */
export function shareCardPath(kind: ShareCardKind, locale: AppLocale, key: string | number, version?: string | null): string {
  const base = `/api/og/${kind}/${locale}/${encodeURIComponent(String(key))}`;
  const stamp = version ? Date.parse(version) : NaN;
  return Number.isFinite(stamp) ? `${base}?v=${Math.floor(stamp / 1000).toString(36)}` : base;
}
