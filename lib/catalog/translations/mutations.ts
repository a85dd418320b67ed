import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { compactChanges, textDigest } from '@/lib/history/compact';
import { keepBaseline, recordAudit, recordRevision } from '@/lib/history/record';
import { slugAuditChanges } from '@/lib/history/slug-changes';
import { getDb, type Db, type DbOrTx } from '@/lib/db';
import { items, itemSpecificationTranslations, itemSpecifications, itemTranslations } from '@/lib/db/schema';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import { getStorage } from '@/lib/storage';
import { removeUnreferencedPhotos } from '../photo-references';
import { readItemTranslation, type ItemTranslationWords } from './queries';
import { descriptionText, isStarted } from './schema';
import { saveSlugs, type SlugChange } from '../slugs';

// Saving ONE locale's words of one item. Everything happens in one transaction keyed
// by (item, locale): the other locales' rows and the English row are never written. All fields
// blank = that locale's translation is removed. The audit entry commits with the write.

export type SaveTranslationData = {
  itemId: number;
  locale: TranslationLocale;
  name: string;
  /** Already sanitised HTML. */
  descriptionHtml: string;
  /** One entry per English row, by position. */
  specs: Array<{ name: string; value: string }>;
  /** The locale's slug as typed ('' or absent = kept), or made anew from the name. */
  slug?: string;
  regenerateSlug?: boolean;
};

export type SaveTranslationResult =
  | { status: 'notFound' }
  /** The English rows were added or removed since the form was opened: nothing saved. */
  | { status: 'rowsChanged' }
  | { status: 'saved' | 'removed'; categoryId: number | null; slugChanges: SlugChange[] };

/** The audit log's readable view of one locale's words. */
function auditView(words: ItemTranslationWords) {
  return {
    name: words.name || null,
    description: textDigest(words.description),
    specs: words.specs.flatMap((s, i) => (s.name || s.value ? [`${i + 1}. ${s.name}: ${s.value}`] : [])),
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

async function removeLocale(tx: DbOrTx, itemId: number, locale: TranslationLocale) {
  await tx.delete(itemTranslations).where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.locale, locale)));
  await tx
    .delete(itemSpecificationTranslations)
    .where(and(eq(itemSpecificationTranslations.itemId, itemId), eq(itemSpecificationTranslations.locale, locale)));
}

export async function saveItemTranslation(data: SaveTranslationData, db?: Db): Promise<SaveTranslationResult> {
  const conn = db ?? (await getDb());
  const droppedUrls: string[] = [];
  const result = await conn.transaction(async (tx): Promise<SaveTranslationResult> => {
    // Locks the item against a concurrent English save, so the row count checked below holds.
    const [item] = await tx
      .select({ name: items.itemName, description: items.itemDescription, categoryId: items.categoryId })
      .from(items)
      .where(eq(items.id, data.itemId))
      .for('update');
    if (!item) return { status: 'notFound' };
    const english = await tx
      .select({ id: itemSpecifications.id, name: itemSpecifications.specName, value: itemSpecifications.specValue })
      .from(itemSpecifications)
      .where(eq(itemSpecifications.itemId, data.itemId))
      .orderBy(asc(itemSpecifications.id));
    if (english.length !== data.specs.length) return { status: 'rowsChanged' };

    const before = await readItemTranslation(tx, data.itemId, data.locale, english.length);
    // The item's revisions keep its translations: this save is a version too (undone by a restore).
    await keepBaseline(tx, { type: 'item', id: data.itemId });
    const description = descriptionText(data.descriptionHtml) === '' ? '' : data.descriptionHtml;
    const words = { name: data.name, description, specs: data.specs };
    const removed = !isStarted(words);
    if (removed) {
      await removeLocale(tx, data.itemId, data.locale);
    } else {
      // The English words this save translates: a later English edit makes the fields outdated.
      const source = { name: item.name, description: item.description };
      const row = { itemName: blankToNull(data.name), itemDescription: description === '' ? null : description, source };
      await tx
        .insert(itemTranslations)
        .values({ itemId: data.itemId, locale: data.locale, ...row })
        .onConflictDoUpdate({ target: [itemTranslations.itemId, itemTranslations.locale], set: { ...row, updatedAt: new Date() } });
      await tx
        .delete(itemSpecificationTranslations)
        .where(and(eq(itemSpecificationTranslations.itemId, data.itemId), eq(itemSpecificationTranslations.locale, data.locale)));
      const rows = data.specs
        .map((s, position) => ({ position, specName: blankToNull(s.name), specValue: blankToNull(s.value) }))
        .filter((r) => r.specName !== null || r.specValue !== null);
      if (rows.length > 0) {
        await tx.insert(itemSpecificationTranslations).values(
          rows.map((r) => ({
            itemId: data.itemId,
            locale: data.locale,
            ...r,
            source: { name: english[r.position]!.name, value: english[r.position]!.value },
          })),
        );
      }
    }
    const slugChanges = await saveSlugs(tx, 'item', data.itemId, {
      set: data.slug ? { [data.locale]: data.slug } : undefined,
      regenerate: data.regenerateSlug ? [data.locale] : undefined,
    });
    const after = await readItemTranslation(tx, data.itemId, data.locale, english.length);
    const changes = { ...compactChanges(auditView(before), auditView(after)), ...slugAuditChanges(slugChanges) };
    if (Object.keys(changes).length > 0) {
      await recordRevision(tx, { type: 'item', id: data.itemId }, 'update', { droppedUrls });
      await recordAudit(tx, {
        action: 'item.translate',
        target: { type: 'item', id: data.itemId, label: item.name },
        changes,
        detail: { locale: data.locale, ...(removed ? { removed: true } : {}) },
      });
    }
    return { status: removed ? 'removed' : 'saved', categoryId: item.categoryId, slugChanges };
  });
  // A pruned revision may have been the last to reference an old photo file.
  if (droppedUrls.length) await removeUnreferencedPhotos(conn, getStorage(), data.itemId, droppedUrls);
  return result;
}
