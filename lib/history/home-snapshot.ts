import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { homeItems, homeItemTranslations, homeSections, homeSectionTranslations } from '@/lib/db/schema';
import type { HomeSectionKey } from '@/lib/db/column-values';
import type { HomeItemWordsSnapshot, HomeSectionSnapshot, HomeSectionWordsSnapshot } from './contract';

// Reads a home page section's state as a snapshot inside the caller's transaction (the revision of a
// save is exactly what it committed). Entry ids are left out, as the items' and posts' row ids are:
// a restore writes new rows, with each entry's translations beside it.

export async function readHomeSnapshot(tx: DbOrTx, section: string): Promise<HomeSectionSnapshot | null> {
  const key = section as HomeSectionKey;
  const [row] = await tx.select().from(homeSections).where(eq(homeSections.section, key)).limit(1);
  if (!row) return null;
  const [items, translations] = await Promise.all([
    tx.select().from(homeItems).where(eq(homeItems.section, key)).orderBy(asc(homeItems.sortOrder), asc(homeItems.id)),
    tx.select().from(homeSectionTranslations).where(eq(homeSectionTranslations.section, key)).orderBy(asc(homeSectionTranslations.locale)),
  ]);
  const itemWords = items.length
    ? await tx
        .select()
        .from(homeItemTranslations)
        .where(
          inArray(
            homeItemTranslations.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(homeItemTranslations.locale))
    : [];
  const sectionWords: Record<string, HomeSectionWordsSnapshot> = {};
  for (const t of translations)
    sectionWords[t.locale] = { kicker: t.kicker, title: t.title, body: t.body, photoAlt: t.photoAlt, source: t.source ?? null };
  return {
    section: row.section,
    kicker: row.kicker,
    title: row.title,
    body: row.body,
    photoUrl: row.photoUrl,
    photoAlt: row.photoAlt,
    items: items.map((item) => {
      const words: Record<string, HomeItemWordsSnapshot> = {};
      for (const t of itemWords)
        if (t.itemId === item.id) words[t.locale] = { title: t.title, body: t.body, detail: t.detail, source: t.source ?? null };
      return { title: item.title, body: item.body, detail: item.detail, photoUrl: item.photoUrl, translations: words };
    }),
    translations: sectionWords,
  };
}
