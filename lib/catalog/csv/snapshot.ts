import 'server-only';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { categories, itemGallery, items, itemSpecifications } from '@/lib/db/schema';
import { moqOf } from '../moq';
import type { CatalogueSnapshot, SnapshotItem } from './plan';

// The whole catalogue in four queries (a price-list-sized catalogue is a few thousand rows): the
// export writes it, and the import plans against it (again inside its transaction: `tx`).

export async function loadCatalogueSnapshot(db: Pick<DbOrTx, 'select'>): Promise<CatalogueSnapshot> {
  const [cats, rows, specs, gallery] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id)),
    db
      .select({
        id: items.id,
        categoryId: items.categoryId,
        code: items.itemCode,
        name: items.itemName,
        descriptionHtml: items.itemDescription,
        mainPhotoUrl: items.mainPhotoUrl,
        hoverPhotoUrl: items.hoverPhotoUrl,
        moqQuantity: items.moqQuantity,
        moqUnit: items.moqUnit,
      })
      .from(items)
      .orderBy(asc(items.id)),
    db
      .select({ itemId: itemSpecifications.itemId, name: itemSpecifications.specName, value: itemSpecifications.specValue })
      .from(itemSpecifications)
      .orderBy(asc(itemSpecifications.id)),
    db
      .select({ id: itemGallery.id, itemId: itemGallery.itemId, photoUrl: itemGallery.photoUrl })
      .from(itemGallery)
      .orderBy(asc(itemGallery.id)),
  ]);
  const byId = new Map<number, SnapshotItem>(
    rows.map(({ moqQuantity, moqUnit, ...r }) => [
      r.id,
      { ...r, name: r.name ?? '', descriptionHtml: r.descriptionHtml ?? '', specs: [], gallery: [], moq: moqOf(moqQuantity, moqUnit) },
    ]),
  );
  for (const s of specs) if (s.itemId !== null) byId.get(s.itemId)?.specs.push({ name: s.name ?? '', value: s.value ?? '' });
  for (const g of gallery) if (g.itemId !== null && g.photoUrl) byId.get(g.itemId)?.gallery.push({ id: g.id, photoUrl: g.photoUrl });
  return { categories: cats.map((c) => ({ id: c.id, name: c.name ?? '' })), items: [...byId.values()] };
}

/** The absolute URL the export writes: SITE_URL + the path for a local photo, else the stored URL. */
export function absolutePhotoUrl(siteUrl: string): (stored: string) => string {
  return (stored) => (stored.startsWith('/') ? `${siteUrl}${stored}` : stored);
}
