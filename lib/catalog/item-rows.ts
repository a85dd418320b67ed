import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { itemGallery, items, itemSpecifications } from '@/lib/db/schema';
import { CatalogWriteError } from './photo-files';

// The row-level pieces the item writes (mutations.ts) are made of: named steps, the spec-row diff
// and the photo state an update or delete starts from.

export type SpecRow = { id?: number; name: string; value: string };

/** Runs `fn` as a step: any error becomes a CatalogWriteError naming the step. */
export async function step<T>(name: CatalogWriteError['step'], fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw error instanceof CatalogWriteError ? error : new CatalogWriteError(name, error);
  }
}

/** Spec rows: absent → deleted, with id → updated, without id → inserted (SPEC 4). */
export async function saveSpecs(tx: Parameters<Parameters<Db['transaction']>[0]>[0], itemId: number, specs: SpecRow[]) {
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
  const fresh = specs.filter((s) => s.id === undefined);
  if (fresh.length > 0) {
    await step('insertSpecs', () =>
      tx.insert(itemSpecifications).values(fresh.map((s) => ({ itemId, specName: s.name, specValue: s.value }))),
    );
  }
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
