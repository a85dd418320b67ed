import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { homeItems, homeItemTranslations, homeSections, homeSectionTranslations } from '@/lib/db/schema';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { localiseSection, type HomeContent } from './content';
import { homeReadTags } from './tags';

// The public home page's read: every section and entry with the locale's words beside them, two
// statements (English has no translation rows, so its joins find none), cached per locale and tagged `home` (+ the locale's twin), so an owner's save
// refreshes the page on the next request (lib/home/tags.ts).

export async function loadHomeContent(locale: AppLocale): Promise<HomeContent> {
  const db = await getDb();
  const translated = locale !== DEFAULT_LOCALE;
  const [sections, items] = await Promise.all([
    db
      .select({ row: homeSections, translation: homeSectionTranslations })
      .from(homeSections)
      .leftJoin(
        homeSectionTranslations,
        and(eq(homeSectionTranslations.section, homeSections.section), eq(homeSectionTranslations.locale, locale)),
      ),
    db
      .select({ row: homeItems, translation: homeItemTranslations })
      .from(homeItems)
      .leftJoin(homeItemTranslations, and(eq(homeItemTranslations.itemId, homeItems.id), eq(homeItemTranslations.locale, locale)))
      .orderBy(asc(homeItems.sortOrder), asc(homeItems.id)),
  ]);
  const content: HomeContent = {};
  for (const { row, translation } of sections) {
    const own = items
      .filter((i) => i.row.section === row.section)
      .map((i) => ({ row: i.row, translation: translated ? i.translation : null }));
    const view = localiseSection(row, translated ? translation : null, own, locale);
    if (view) content[row.section] = view;
  }
  return content;
}

/** The home page's content in `locale`: React `cache` (one read per render) around the tagged data cache. */
export const getHomeContent = cache((locale: AppLocale) =>
  unstable_cache(() => loadHomeContent(locale), ['home-content', locale], { tags: homeReadTags(locale) })(),
);
