import { hasLocale } from 'next-intl';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/cache-policy';
import { routing } from '@/lib/i18n/routing';
import { renderShareCard } from '@/lib/og/card';
import { cardSource } from '@/lib/og/sources';
import { shareCardsOn } from '@/lib/seo/share-card-path';

// A page's share card (PNG, 1200×630), e.g. /api/og/product/zh-CN/12. Cached like the pages: the
// first request draws it, later ones are served from the route cache, and because the card reads
// the page's own cached reads, the page's tags (item:12, item:12@zh-CN …) refresh it together with
// the page. 404s are not kept (lib/cache/not-found-entry.cjs).

// IMPORTANT: both lines, or Next draws the card (hundreds of ms) on every request.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: Request, { params }: RouteContext<'/api/og/[kind]/[locale]/[key]'>) {
  const { kind, locale, key } = await params;
  if (!shareCardsOn()) return notFound();
  if (!hasLocale(routing.locales, locale)) return notFound();
  const source = await cardSource(kind, key, locale);
  if (!source.found) return notFound();
  // One key per card, the one its page links (lib/seo/share-card-path.ts): 002 for 2 (refused by
  // parseRouteId already) or an article's translated or old slug would each be drawn (hundreds of
  // ms) and cached again under another path. (Next decodes the path before its cache key, so
  // another percent-encoding of the same key is already the same cache entry.)
  if (new URL(request.url).pathname.split('/').at(-1) !== encodeURIComponent(source.key)) return notFound();
  // next/og marks its images immutable for a year; a card changes with its page, so a shared
  // cache keeps it exactly as long as a page (docs/decisions/002-cache-headers-behind-a-cdn.md).
  return renderShareCard(source.input, { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
}
