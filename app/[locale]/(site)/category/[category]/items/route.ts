import { hasLocale } from 'next-intl';
import { getCategoryWithItems } from '@/lib/catalog/queries';
import { browsePage, filterAndSortItems, parseRouteId, readBrowseState } from '@/lib/catalog/read-models';
import { loadMessages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { fieldSpecRows } from '@/lib/product-fields/registry';

// One page of a category's search as JSON, for search-as-you-type on the category page (the
// page itself carries only its own eight items). Same reading of ?q=&sort=&page= as the page.
// Each item's specifications end with its product fields' rows in the page's language (the MOQ,
// the inner dimensions, …): the specification dialog shows them as they come, so the page carries
// none of the fields' words.
const noStore = { 'Cache-Control': 'no-store' };

export async function GET(request: Request, { params }: RouteContext<'/[locale]/category/[category]/items'>) {
  const { locale, category } = await params;
  const id = parseRouteId(category);
  const data = hasLocale(routing.locales, locale) && id !== null ? await getCategoryWithItems(id, locale) : null;
  if (!data || !hasLocale(routing.locales, locale)) return Response.json({ error: 'not found' }, { status: 404, headers: noStore });
  const state = readBrowseState(new URL(request.url).searchParams);
  const page = browsePage(filterAndSortItems(data.items, '', 'asc', locale), state, locale);
  const words = (await loadMessages(locale)).ItemFields;
  const items = page.items.map((item) => ({
    ...item,
    specifications: [...item.specifications, ...fieldSpecRows(item.fields, words, locale)],
  }));
  return Response.json({ ...page, items }, { headers: noStore });
}
