import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { compactChanges } from '@/lib/history/compact';
import { readHomeSnapshot } from '@/lib/history/home-snapshot';
import { keepBaseline, recordAudit, recordRevision } from '@/lib/history/record';
import { homeItems, homeItemTranslations, homeSections, homeSectionTranslations } from '@/lib/db/schema';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { translationView } from './audit-view';
import { removeUnreferencedHomePhotos } from './photo-files';
import { homeDeps, type HomeDeps } from './write';
import { translatedItemFields, translatedSectionFields, type HomeSectionKey, type ItemTextField, type SectionTextField } from './sections';

// Saving ONE locale's words of one home section, in one transaction keyed by (section, locale):
// the English rows and the other locales are never written. Each row keeps the English it
// translates (`source`), so a later English edit marks it outdated. Blank words fall back to
// English; all blank removes the locale's rows. A version and an audit entry commit with it.

export type SaveHomeTranslationData = {
  section: HomeSectionKey;
  locale: TranslationLocale;
  words: { [P in SectionTextField]: string };
  /** One per English entry, by id, in the English order. */
  items: Array<{ id: number } & { [P in ItemTextField]: string }>;
};

export type SaveHomeTranslationResult =
  | { status: 'notFound' }
  /** The English entries were added, removed or moved since the form was opened: nothing saved. */
  | { status: 'itemsChanged' }
  | { status: 'saved' | 'removed' | 'unchanged' };

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

export async function saveHomeTranslation(data: SaveHomeTranslationData, deps?: Partial<HomeDeps>): Promise<SaveHomeTranslationResult> {
  const { db, storage } = await homeDeps(deps);
  const sectionFields = translatedSectionFields(data.section);
  const itemFields = translatedItemFields(data.section);
  const droppedUrls: string[] = [];
  const result = await db.transaction(async (tx): Promise<SaveHomeTranslationResult> => {
    // Locks the section against a concurrent English save, so the entries checked below hold.
    const [english] = await tx.select().from(homeSections).where(eq(homeSections.section, data.section)).for('update');
    if (!english) return { status: 'notFound' };
    const entries = await tx
      .select()
      .from(homeItems)
      .where(eq(homeItems.section, data.section))
      .orderBy(asc(homeItems.sortOrder), asc(homeItems.id));
    if (entries.map((e) => e.id).join(',') !== data.items.map((i) => i.id).join(',')) return { status: 'itemsChanged' };

    const entity = { type: 'home', id: data.section } as const;
    await keepBaseline(tx, entity);
    const before = await readHomeSnapshot(tx, data.section);
    const now = new Date();
    const row = Object.fromEntries(sectionFields.map((f) => [f, blankToNull(data.words[f])])) as Partial<
      Record<SectionTextField, string | null>
    >;
    const started = Object.values(row).some((v) => v !== null);
    const sectionKey = and(eq(homeSectionTranslations.section, data.section), eq(homeSectionTranslations.locale, data.locale));
    if (started) {
      const source = Object.fromEntries(sectionFields.map((f) => [f, english[f]]));
      const values = { kicker: null, title: null, body: null, photoAlt: null, ...row, source, updatedAt: now };
      await tx
        .insert(homeSectionTranslations)
        .values({ section: data.section, locale: data.locale, ...values })
        .onConflictDoUpdate({ target: [homeSectionTranslations.section, homeSectionTranslations.locale], set: values });
    } else {
      await tx.delete(homeSectionTranslations).where(sectionKey);
    }
    let anyItem = false;
    for (const [index, item] of data.items.entries()) {
      const words = Object.fromEntries(itemFields.map((f) => [f, blankToNull(item[f])])) as Partial<Record<ItemTextField, string | null>>;
      const itemKey = and(eq(homeItemTranslations.itemId, item.id), eq(homeItemTranslations.locale, data.locale));
      if (!Object.values(words).some((v) => v !== null)) {
        await tx.delete(homeItemTranslations).where(itemKey);
        continue;
      }
      anyItem = true;
      const source = Object.fromEntries(itemFields.map((f) => [f, entries[index]![f]]));
      const values = { title: null, body: null, detail: null, ...words, source, updatedAt: now };
      await tx
        .insert(homeItemTranslations)
        .values({ itemId: item.id, locale: data.locale, ...values })
        .onConflictDoUpdate({ target: [homeItemTranslations.itemId, homeItemTranslations.locale], set: values });
    }

    const after = await readHomeSnapshot(tx, data.section);
    const changes = compactChanges(translationView(before, data.locale), translationView(after, data.locale));
    const removed = !started && !anyItem;
    if (Object.keys(changes).length === 0) return { status: removed ? 'removed' : 'unchanged' };
    await recordRevision(tx, entity, 'update', { droppedUrls });
    await recordAudit(tx, {
      action: 'home.translate',
      target: { type: 'homeSection', id: data.section, label: data.section },
      changes,
      detail: { locale: data.locale, ...(removed ? { removed: true } : {}) },
    });
    return { status: removed ? 'removed' : 'saved' };
  });
  if (droppedUrls.length) await removeUnreferencedHomePhotos(db, storage, droppedUrls);
  return result;
}
