import 'server-only';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { itemGallery, items, itemSpecifications, itemSpecificationTranslations, itemTranslations } from '@/lib/db/schema';
import type { ItemTranslationSnapshot } from '@/lib/history/contract';
import { isTranslationLocale } from '@/lib/i18n/content-locales';
import type { FieldColumns } from '@/lib/product-fields/registry';
import { CatalogWriteError } from './photo-files';
import { saveSlugs, type SlugChange, type SlugRequest } from './slugs';

// The one writer of an item's rows (writeItemState): the editor's create and update
// (mutations.ts), the product CSV import (csv/apply.ts) and a restore (restore-item.ts) all go
// through it, so specs and gallery follow one rule. Plus the named steps every write is made of and
// the photo state an update or delete starts from.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A spec row: with the id of one of the item's rows it is updated in place, without it inserted. */
export type SpecRow = { id?: number; name: string; value: string };

/** A gallery row: id only = kept as it is, id + URL = its photo replaced, URL only = added. */
export type GalleryRow = { id?: number; photoUrl?: string };

/** The item row's own columns; an absent optional column (the product fields' among them) is left as it is. */
export type ItemColumns = {
  categoryId: number | null;
  itemName: string;
  itemCode?: string | null;
  itemDescription: string;
} & Partial<FieldColumns>;

/**
 * The state a write leaves. Specs and gallery are the complete new lists, in order: rows of the
 * item they do not name are deleted (so a list without ids replaces every row). `covers`: only the
 * cover photos it names change.
 */
export type ItemState = {
  columns: ItemColumns;
  covers?: { mainPhotoUrl?: string | null; hoverPhotoUrl?: string | null };
  specs: SpecRow[];
  /**
   * The editor's update: spec translations (keyed by the English row's rank) follow their row by id,
   * so deleting a row never leaves its translation on the next one. Absent (the CSV import, a
   * restore): the rows are replaced and translations stay by position.
   */
  specsById?: boolean;
  gallery: GalleryRow[];
  /**
   * Every locale's words, replacing the stored ones (a restore of a version that kept them);
   * absent: the translations stay as they are.
   */
  translations?: Record<string, ItemTranslationSnapshot>;
  /** Slugs typed or asked anew in this save; a locale without a slug always gets one (slugs.ts). */
  slugs?: SlugRequest;
};

/** Runs `fn` as a step: any error becomes a CatalogWriteError naming the step. */
export async function step<T>(name: CatalogWriteError['step'], fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw error instanceof CatalogWriteError ? error : new CatalogWriteError(name, error);
  }
}

/**
 * Writes an item's rows inside the caller's transaction: `insert` a new item under an id reserved
 * before (its files were uploaded under that id), or `update` an existing one. Rows come back
 * ordered by id, so new spec and gallery rows are inserted in the list's order.
 */
export async function writeItemState(tx: Tx, itemId: number, state: ItemState, mode: 'insert' | 'update'): Promise<SlugChange[]> {
  if (mode === 'insert') {
    await step('insertItem', () => tx.insert(items).values({ id: itemId, ...state.columns }));
  } else {
    await step('updateItem', () =>
      tx
        .update(items)
        .set({ ...state.columns, updatedAt: new Date() })
        .where(eq(items.id, itemId)),
    );
  }
  if (state.covers && Object.keys(state.covers).length > 0) {
    await step('updatePhotoUrls', () => tx.update(items).set(state.covers!).where(eq(items.id, itemId)));
  }
  if (mode === 'insert') {
    await insertSpecs(tx, itemId, state.specs);
  } else {
    const ranks = state.specsById ? await specIds(tx, itemId) : null;
    await saveSpecs(tx, itemId, state.specs);
    if (ranks) await moveSpecTranslations(tx, itemId, ranks, await specIds(tx, itemId));
    const kept = state.gallery.flatMap((g) => (g.id !== undefined ? [g.id] : []));
    const keepClause = kept.length > 0 ? notInArray(itemGallery.id, kept) : undefined;
    await step('deleteGallery', () => tx.delete(itemGallery).where(and(eq(itemGallery.itemId, itemId), keepClause)));
  }
  for (const row of state.gallery) {
    const { id, photoUrl } = row;
    if (photoUrl === undefined) continue;
    if (id !== undefined && mode === 'update') {
      await step('updateGallery', () =>
        tx
          .update(itemGallery)
          .set({ photoUrl })
          .where(and(eq(itemGallery.id, id), eq(itemGallery.itemId, itemId))),
      );
    } else {
      await step('insertGallery', () => tx.insert(itemGallery).values({ itemId, photoUrl }));
    }
  }
  if (state.translations) await step('updateItem', () => replaceTranslations(tx, itemId, state.translations!));
  // Not a named step: a typed slug that is taken is the editor's field error (SlugError), not a failed write.
  return saveSlugs(tx, 'item', itemId, state.slugs);
}

async function replaceTranslations(tx: Tx, itemId: number, translations: Record<string, ItemTranslationSnapshot>) {
  await tx.delete(itemSpecificationTranslations).where(eq(itemSpecificationTranslations.itemId, itemId));
  await tx.delete(itemTranslations).where(eq(itemTranslations.itemId, itemId));
  for (const [locale, tr] of Object.entries(translations)) {
    if (!isTranslationLocale(locale)) continue;
    const { specs, ...fields } = tr;
    await tx.insert(itemTranslations).values({ itemId, locale, ...fields, updatedAt: new Date() });
    if (specs.length) await tx.insert(itemSpecificationTranslations).values(specs.map((s) => ({ itemId, locale, ...s })));
  }
}

const specIds = async (tx: Tx, itemId: number) =>
  (
    await tx
      .select({ id: itemSpecifications.id })
      .from(itemSpecifications)
      .where(eq(itemSpecifications.itemId, itemId))
      .orderBy(asc(itemSpecifications.id))
  ).map((r) => r.id);

/** Each spec translation moves to its English row's new rank, or is dropped with the row. */
async function moveSpecTranslations(tx: Tx, itemId: number, before: number[], after: number[]) {
  const rank = (from: number) => {
    const to = after.indexOf(before[from] ?? -1);
    return to < 0 ? null : to;
  };
  if (before.every((_, i) => rank(i) === i)) return;
  const mine = eq(itemSpecificationTranslations.itemId, itemId);
  const rows = await tx.select().from(itemSpecificationTranslations).where(mine);
  await tx.delete(itemSpecificationTranslations).where(mine);
  const moved = rows.flatMap((r) => {
    const to = rank(r.position);
    return to === null ? [] : [{ ...r, position: to }];
  });
  if (moved.length) await tx.insert(itemSpecificationTranslations).values(moved);
}

async function insertSpecs(tx: Tx, itemId: number, specs: SpecRow[]) {
  if (specs.length === 0) return;
  await step('insertSpecs', () =>
    tx.insert(itemSpecifications).values(specs.map((s) => ({ itemId, specName: s.name, specValue: s.value }))),
  );
}

/** Spec rows: absent → deleted, with id → updated, without id → inserted (SPEC 4). */
async function saveSpecs(tx: Tx, itemId: number, specs: SpecRow[]) {
  const keep = specs.flatMap((s) => (s.id !== undefined ? [s.id] : []));
  await step('deleteSpecs', () =>
    tx
      .delete(itemSpecifications)
      .where(and(eq(itemSpecifications.itemId, itemId), keep.length > 0 ? notInArray(itemSpecifications.id, keep) : undefined)),
  );
  for (const s of specs) {
    if (s.id === undefined) continue;
    await step('updateSpecs', () =>
      tx
        .update(itemSpecifications)
        .set({ specName: s.name, specValue: s.value })
        .where(and(eq(itemSpecifications.id, s.id!), eq(itemSpecifications.itemId, itemId))),
    );
  }
  await insertSpecs(
    tx,
    itemId,
    specs.filter((s) => s.id === undefined),
  );
}

export type PhotoState = {
  categoryId: number | null;
  mainPhotoUrl: string | null;
  hoverPhotoUrl: string | null;
  gallery: Array<{ id: number; photoUrl: string }>;
};

export async function loadPhotoState(db: Db, id: number): Promise<PhotoState | null> {
  const [row] = await db
    .select({ categoryId: items.categoryId, mainPhotoUrl: items.mainPhotoUrl, hoverPhotoUrl: items.hoverPhotoUrl })
    .from(items)
    .where(eq(items.id, id))
    .limit(1);
  if (!row) return null;
  const gallery = await db
    .select({ id: itemGallery.id, photoUrl: itemGallery.photoUrl })
    .from(itemGallery)
    .where(eq(itemGallery.itemId, id))
    .orderBy(itemGallery.id);
  return { ...row, gallery };
}
