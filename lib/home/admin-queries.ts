import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { homeItems, homeItemTranslations, homeSections, homeSectionTranslations } from '@/lib/db/schema';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import type { Coverage } from '@/lib/i18n/translation-outdated';
import { homeCoverage, type HomeEditorData, type HomeTranslationForm } from './editor-data';
import { HOME_SECTIONS, sectionHasContent, type HomeSectionKey } from './sections';

// The home page editor's reads: uncached (the owner sees what is stored), one section with every
// language for its editor, and the sections' state for the list.

const text = (v: string | null | undefined) => v ?? '';
const emptyWords = () => ({ kicker: '', title: '', body: '', photoAlt: '' });

export async function loadHomeEditor(section: HomeSectionKey): Promise<HomeEditorData> {
  const db = await getDb();
  const [[row], items, translations] = await Promise.all([
    db.select().from(homeSections).where(eq(homeSections.section, section)),
    db.select().from(homeItems).where(eq(homeItems.section, section)).orderBy(asc(homeItems.sortOrder), asc(homeItems.id)),
    db.select().from(homeSectionTranslations).where(eq(homeSectionTranslations.section, section)),
  ]);
  const itemWords = items.length
    ? await db
        .select()
        .from(homeItemTranslations)
        .where(
          inArray(
            homeItemTranslations.itemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const byLocale = Object.fromEntries(
    TRANSLATION_LOCALES.map((locale): [TranslationLocale, HomeTranslationForm] => {
      const t = translations.find((x) => x.locale === locale);
      return [
        locale,
        {
          words: { kicker: text(t?.kicker), title: text(t?.title), body: text(t?.body), photoAlt: text(t?.photoAlt) },
          source: t?.source ?? null,
          items: items.map((item) => {
            const w = itemWords.find((x) => x.itemId === item.id && x.locale === locale);
            return { id: item.id, title: text(w?.title), body: text(w?.body), detail: text(w?.detail), source: w?.source ?? null };
          }),
        },
      ];
    }),
  ) as Record<TranslationLocale, HomeTranslationForm>;
  return {
    section,
    saved: !!row,
    words: row ? { kicker: row.kicker, title: row.title, body: row.body, photoAlt: row.photoAlt } : emptyWords(),
    photoUrl: row?.photoUrl ?? null,
    items: items.map((i) => ({ id: i.id, title: i.title, body: i.body, detail: i.detail, photoUrl: i.photoUrl })),
    translations: byLocale,
  };
}

export type HomeSectionSummary = {
  section: HomeSectionKey;
  saved: boolean;
  shown: boolean;
  itemCount: number;
  coverage: Record<TranslationLocale, Coverage>;
};

/** Every section in page order: saved or not, shown or not (no content), entries and translation progress. */
export async function listHomeSections(): Promise<HomeSectionSummary[]> {
  const editors = await Promise.all(HOME_SECTIONS.map((s) => loadHomeEditor(s)));
  return editors.map((e) => ({
    section: e.section,
    saved: e.saved,
    shown:
      e.saved &&
      sectionHasContent(e.section, { title: e.words.title, body: e.words.body, photoUrl: e.photoUrl, itemCount: e.items.length }),
    itemCount: e.items.length,
    coverage: Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, homeCoverage(e.section, e, e.translations[l])])) as Record<
      TranslationLocale,
      Coverage
    >,
  }));
}
