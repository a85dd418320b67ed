import { hasLocale } from 'next-intl';
import { toPostCard } from '@/lib/blog/format';
import { listPublishedPosts } from '@/lib/blog/queries';
import { routing } from '@/lib/i18n/routing';

// The blog list's post index (cards of every published post, in the locale's date format): the
// list page fetches it only when a visitor searches, filters, switches view or loads more. Cached
// like the pages: rendered on the first request per locale, refreshed by the `posts` tag.
export const dynamic = 'force-static';
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog/posts.json'>): Promise<Response> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  // The locale's text (per-field fallback), so search runs on what the cards show.
  const cards = (await listPublishedPosts(locale)).map((p) => toPostCard(p, locale));
  return Response.json(cards, {
    headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
