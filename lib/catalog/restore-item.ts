import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { itemEntry, itemView } from '@/lib/history/item-entry';
import { recordAudit } from '@/lib/history/record';
import { getDb, type Db } from '@/lib/db';
import { categories, items } from '@/lib/db/schema';
import { itemSnapshotUrls, type ItemSnapshot } from '@/lib/history/contract';
import { findRevision } from '@/lib/history/revision-queries';
import { recordRevision } from '@/lib/history/record';
import { readItemSnapshot } from '@/lib/history/snapshot';
import { getStorage, type StoragePort } from '@/lib/storage';
import { writeItemState } from './item-rows';
import { fieldColumns, fieldsPresentIn } from '@/lib/product-fields/registry';
import { objectPathsOf } from './photo-files';
import { removeUnreferencedPhotos } from './photo-references';

// Restore of an item: fields, category, code, description, specs and gallery in their order and
// the photo URLs of the chosen version (and its translations, when it kept them) become the
// current state in one transaction, recorded as a
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

    await writeItemState(
      tx,
      itemId,
      {
        columns: {
          itemName: s.itemName,
          itemCode: s.itemCode,
          // A field an older snapshot does not hold keeps its current value.
          ...fieldColumns(fieldsPresentIn(s)),
          categoryId: s.categoryId,
          itemDescription: s.descriptionHtml,
        },
        covers: { mainPhotoUrl: s.mainPhotoUrl, hoverPhotoUrl: s.hoverPhotoUrl },
        // The version's rows replace every current one, in its order.
        specs: s.specs.map((spec) => ({ name: spec.name, value: spec.value })),
        gallery: s.gallery.map((photoUrl) => ({ photoUrl })),
        // A version from before translations were kept has none: the current ones stay.
        translations: s.translations,
      },
      'update',
    );

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
