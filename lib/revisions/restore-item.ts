import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { itemEntry, itemView } from '@/lib/audit/item-snapshot';
import { recordAudit } from '@/lib/audit/record';
import { objectPathsOf } from '@/lib/catalog/photo-files';
import { getDb, type Db } from '@/lib/db';
import { categories, itemGallery, items, itemSpecifications } from '@/lib/db/schema';
import { isMoqUnit } from '@/lib/catalog/moq';
import { getStorage, type StoragePort } from '@/lib/storage';
import { itemSnapshotUrls, type ItemSnapshot } from './contract';
import { removeUnreferencedPhotos } from './files';
import { findRevision } from './queries';
import { recordRevision } from './record';
import { readItemSnapshot } from './snapshot';

// Restore of an item: fields, category, code, description, specs and gallery in their order and
// the photo URLs of the chosen version become the current state in one transaction, recorded as a
// new 'restore' revision. Refused, changing nothing, when the version's category was deleted, its
// code now belongs to another item, or one of its photo files is gone.

export type RestoreItemOutcome =
  { ok: true; categoryIds: number[] } | { ok: false; reason: 'notFound' | 'categoryGone' | 'codeTaken' | 'photoMissing'; code?: string };

export async function restoreItemRevision(
  itemId: number,
  revisionId: number,
  deps?: Partial<{ db: Db; storage: StoragePort }>,
): Promise<RestoreItemOutcome> {
  const db = deps?.db ?? (await getDb());
  const storage = deps?.storage ?? getStorage();
  const entity = { type: 'item', id: itemId } as const;

  // Files first (outside the transaction: storage calls hold no row lock). Kept revisions keep
  // their files, so a missing one means someone removed it by hand.
  const chosen = await findRevision(db, entity, revisionId);
  if (!chosen) return { ok: false, reason: 'notFound' };
  for (const objectPath of objectPathsOf(storage, itemSnapshotUrls(chosen.snapshot as ItemSnapshot))) {
    if (!(await storage.exists(objectPath))) return { ok: false, reason: 'photoMissing' };
  }

  const dropped: string[] = [];
  let before: ItemSnapshot | null = null;
  const outcome = await db.transaction(async (tx): Promise<RestoreItemOutcome> => {
    const [locked] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('update');
    const revision = locked ? await findRevision(tx, entity, revisionId) : null;
    if (!revision) return { ok: false, reason: 'notFound' };
    const s = revision.snapshot as ItemSnapshot;
    before = await readItemSnapshot(tx, itemId);

    if (s.categoryId !== null) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, s.categoryId)).limit(1);
      if (!category) return { ok: false, reason: 'categoryGone' };
    }
    if (s.itemCode) {
      const [other] = await tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.itemCode, s.itemCode), ne(items.id, itemId)))
        .limit(1);
      if (other) return { ok: false, reason: 'codeTaken', code: s.itemCode };
    }

    await tx
      .update(items)
      .set({
        itemName: s.itemName,
        itemCode: s.itemCode,
        // An older snapshot has no MOQ: the current one stays.
        ...(s.moqQuantity !== undefined ? { moqQuantity: s.moqQuantity, moqUnit: isMoqUnit(s.moqUnit) ? s.moqUnit : null } : {}),
        categoryId: s.categoryId,
        itemDescription: s.descriptionHtml,
        mainPhotoUrl: s.mainPhotoUrl,
        hoverPhotoUrl: s.hoverPhotoUrl,
        updatedAt: new Date(),
      })
      .where(eq(items.id, itemId));
    await tx.delete(itemSpecifications).where(eq(itemSpecifications.itemId, itemId));
    await tx.delete(itemGallery).where(eq(itemGallery.itemId, itemId));
    // One insert per row, in order: specs and gallery are read back ordered by id.
    for (const spec of s.specs) await tx.insert(itemSpecifications).values({ itemId, specName: spec.name, specValue: spec.value });
    for (const photoUrl of s.gallery) await tx.insert(itemGallery).values({ itemId, photoUrl });

    const after = await recordRevision(tx, entity, 'restore', { restoredFrom: revisionId, droppedUrls: dropped });
    const entry = itemEntry('item.restore', itemId, await itemView(tx, before), await itemView(tx, after));
    await recordAudit(tx, { ...entry, detail: { revision: revisionId } });
    const categoryIds = [before?.categoryId ?? null, s.categoryId].filter((c): c is number => c !== null);
    return { ok: true, categoryIds: [...new Set(categoryIds)] };
  });

  // Pruning may have let go of the last reference to some files.
  if (outcome.ok) await removeUnreferencedPhotos(db, storage, itemId, dropped);
  return outcome;
}
