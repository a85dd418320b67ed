import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { categories, itemGallery, items, itemSpecifications } from '@/lib/db/schema';
import type { AuditEntry } from './contract';
import { compactChanges, fileName, textDigest, type Snapshot } from './diff';

// An item as the audit log sees it: the fields an administrator edits, in readable form (category
// by name, description as a digest, photos as file names). Read inside the write's transaction, so
// "before" and "after" are exactly what that transaction replaced and committed.

export type ItemSnapshot = Snapshot & { name: string };

export async function itemSnapshot(tx: DbOrTx, id: number): Promise<ItemSnapshot | null> {
  const [row] = await tx
    .select({
      name: items.itemName,
      code: items.itemCode,
      description: items.itemDescription,
      category: categories.name,
      categoryId: items.categoryId,
      main: items.mainPhotoUrl,
      hover: items.hoverPhotoUrl,
    })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(items.id, id))
    .limit(1);
  if (!row) return null;
  const specs = await tx
    .select({ name: itemSpecifications.specName, value: itemSpecifications.specValue })
    .from(itemSpecifications)
    .where(eq(itemSpecifications.itemId, id))
    .orderBy(itemSpecifications.id);
  const gallery = await tx
    .select({ url: itemGallery.photoUrl })
    .from(itemGallery)
    .where(eq(itemGallery.itemId, id))
    .orderBy(itemGallery.id);
  return {
    name: row.name,
    code: row.code,
    category: row.category ?? (row.categoryId === null ? null : String(row.categoryId)),
    description: textDigest(row.description),
    specs: specs.map((s) => `${s.name}: ${s.value}`),
    mainPhoto: fileName(row.main),
    hoverPhoto: fileName(row.hover),
    gallery: gallery.map((g) => fileName(g.url)),
  };
}

/** The entry of an item write: create (no before), update, or delete (no after). */
export function itemEntry(
  action: 'item.create' | 'item.update' | 'item.delete' | 'item.restore',
  id: number,
  before: ItemSnapshot | null,
  after: ItemSnapshot | null,
): AuditEntry {
  return {
    action,
    target: { type: 'item', id, label: after?.name ?? before?.name ?? null },
    changes: compactChanges(before, after),
  };
}
