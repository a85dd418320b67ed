import 'server-only';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { homeItems, homeItemTranslations, homeSections, homeSectionTranslations } from '@/lib/db/schema';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { ITEM_TEXT_FIELDS, SECTIONS, type HomeSectionKey, type ItemTextField, type SectionTextField } from './sections';

// The one writer of a home section's rows (decision 018's rule): the editor's save, a restore, the
// seed and the standard content all write through `writeHomeState`, inside their transaction.

export type HomeSectionWords = { [P in SectionTextField]: string };
export type HomeItemWords = { [P in ItemTextField]: string };

type Json = Record<string, unknown>;
/** One locale's stored words (null = English) and the English they were saved against. */
export type SectionTranslationRow = { [P in SectionTextField]: string | null } & { source: Json | null };
export type ItemTranslationRow = { [P in ItemTextField]: string | null } & { source: Json | null };

export type HomeItemState = HomeItemWords & {
  /** A stored entry of this section keeps its row (and its translations); without one it is a new row. */
  id?: number;
  photoUrl: string | null;
  /** Given (a restore, the seed): the entry's translations, written beside the new row. */
  translations?: Partial<Record<TranslationLocale, ItemTranslationRow>>;
};

export type HomeState = {
  words: HomeSectionWords;
  photoUrl: string | null;
  items: HomeItemState[];
  /** Given (a restore, the seed): replaces every locale's words of the section. Absent: kept. */
  translations?: Partial<Record<TranslationLocale, SectionTranslationRow>>;
};

/** The words a section keeps: those it uses (sections.ts), the others blank; the photo only where it has one. */
export function sectionColumns(section: HomeSectionKey, state: Pick<HomeState, 'words' | 'photoUrl'>) {
  const def = SECTIONS[section];
  const kept = (f: SectionTextField) => (def.fields.includes(f) ? state.words[f].trim() : '');
  return {
    kicker: kept('kicker'),
    title: kept('title'),
    body: kept('body'),
    photoAlt: def.photo ? kept('photoAlt') : '',
    photoUrl: def.photo ? state.photoUrl : null,
  };
}

function itemColumns(section: HomeSectionKey, item: HomeItemState, sortOrder: number) {
  const items = SECTIONS[section].items;
  const words = Object.fromEntries(ITEM_TEXT_FIELDS.map((f) => [f, items?.fields.includes(f) ? item[f].trim() : ''])) as HomeItemWords;
  return { section, sortOrder, ...words, photoUrl: items && items.photo !== 'none' ? item.photoUrl : null };
}

async function writeItemTranslations(tx: DbOrTx, itemId: number, translations: HomeItemState['translations']): Promise<void> {
  const rows = Object.entries(translations ?? {}).flatMap(([locale, t]) =>
    t ? [{ itemId, locale: locale as TranslationLocale, ...t }] : [],
  );
  if (rows.length) await tx.insert(homeItemTranslations).values(rows);
}

export async function writeHomeState(tx: DbOrTx, section: HomeSectionKey, state: HomeState): Promise<void> {
  const now = new Date();
  const columns = { ...sectionColumns(section, state), updatedAt: now };
  await tx
    .insert(homeSections)
    .values({ section, ...columns })
    .onConflictDoUpdate({ target: homeSections.section, set: columns });

  const stored = new Set((await tx.select({ id: homeItems.id }).from(homeItems).where(eq(homeItems.section, section))).map((r) => r.id));
  const kept = state.items.flatMap((i) => (i.id !== undefined && stored.has(i.id) ? [i.id] : []));
  // Entries not named go, and their translations with them (on delete cascade).
  await tx
    .delete(homeItems)
    .where(kept.length ? and(eq(homeItems.section, section), notInArray(homeItems.id, kept)) : eq(homeItems.section, section));
  for (const [index, item] of state.items.entries()) {
    const values = { ...itemColumns(section, item, index), updatedAt: now };
    if (item.id !== undefined && stored.has(item.id)) {
      await tx.update(homeItems).set(values).where(eq(homeItems.id, item.id));
      if (item.translations) {
        await tx.delete(homeItemTranslations).where(eq(homeItemTranslations.itemId, item.id));
        await writeItemTranslations(tx, item.id, item.translations);
      }
    } else {
      const [row] = await tx.insert(homeItems).values(values).returning({ id: homeItems.id });
      if (row && item.translations) await writeItemTranslations(tx, row.id, item.translations);
    }
  }

  if (state.translations) {
    await tx.delete(homeSectionTranslations).where(eq(homeSectionTranslations.section, section));
    const rows = Object.entries(state.translations).flatMap(([locale, t]) =>
      t ? [{ section, locale: locale as TranslationLocale, ...t, updatedAt: now }] : [],
    );
    if (rows.length) await tx.insert(homeSectionTranslations).values(rows);
  }
}

/** The section's stored photo and its entries' (id → photo URL), or null when the section has no row yet. */
export async function loadHomePhotos(
  tx: DbOrTx,
  section: HomeSectionKey,
): Promise<{ photoUrl: string | null; items: Map<number, string | null> } | null> {
  const [row] = await tx.select({ photoUrl: homeSections.photoUrl }).from(homeSections).where(eq(homeSections.section, section));
  if (!row) return null;
  const items = await tx.select({ id: homeItems.id, photoUrl: homeItems.photoUrl }).from(homeItems).where(eq(homeItems.section, section));
  return { photoUrl: row.photoUrl, items: new Map(items.map((i) => [i.id, i.photoUrl])) };
}

/** Every photo URL the current home rows use (every section: they share the bucket folder). */
export async function currentHomePhotoUrls(tx: DbOrTx, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [sections, items] = await Promise.all([
    tx
      .select({ url: homeSections.photoUrl })
      .from(homeSections)
      .where(inArray(homeSections.photoUrl, [...urls])),
    tx
      .select({ url: homeItems.photoUrl })
      .from(homeItems)
      .where(inArray(homeItems.photoUrl, [...urls])),
  ]);
  return new Set([...sections, ...items].flatMap((r) => (r.url ? [r.url] : [])));
}
