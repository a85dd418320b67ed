import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { categories } from '@/lib/db/schema';
import type { AuditEntry, ItemSnapshot as ItemState } from './contract';
import { fieldTexts, readFields } from '../product-fields/registry';
import { readItemSnapshot } from './snapshot';
import { compactChanges, fileName, textDigest, type Snapshot } from './compact';

// An item as the audit log sees it: the fields an administrator edits, in readable form (category
// by name, description as a digest, photos as file names). Read inside the write's transaction, so
// "before" and "after" are exactly what that transaction replaced and committed.

export type ItemLogView = Snapshot & { name: string };

export async function itemSnapshot(tx: DbOrTx, id: number): Promise<ItemLogView | null> {
  // The revisions' reader is the one reader of an item's state; the log keeps a readable projection.
  return itemView(tx, await readItemSnapshot(tx, id));
}

/** The log's view of a state already read (e.g. the one a revision just stored). */
export async function itemView(tx: DbOrTx, item: ItemState | null): Promise<ItemLogView | null> {
  if (!item) return null;
  const [category] =
    item.categoryId === null ? [] : await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, item.categoryId));
  return {
    name: item.itemName,
    code: item.itemCode,
    category: category?.name ?? (item.categoryId === null ? null : String(item.categoryId)),
    description: textDigest(item.descriptionHtml),
    specs: item.specs.map((s) => `${s.name}: ${s.value}`),
    mainPhoto: fileName(item.mainPhotoUrl),
    hoverPhoto: fileName(item.hoverPhotoUrl),
    gallery: item.gallery.map(fileName),
    // The product fields (MOQ, inner dimensions, …) in their one-line text.
    ...fieldTexts(readFields(item)),
  };
}

/** The entry of an item write: create (no before), update, or delete (no after). */
export function itemEntry(
  action: 'item.create' | 'item.update' | 'item.delete' | 'item.restore',
  id: number,
  before: ItemLogView | null,
  after: ItemLogView | null,
): AuditEntry {
  return {
    action,
    target: { type: 'item', id, label: after?.name ?? before?.name ?? null },
    changes: compactChanges(before, after),
  };
}
