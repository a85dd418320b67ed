import 'server-only';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { categories, itemGallery, items, itemSpecifications, itemSpecificationTranslations, itemTranslations } from '@/lib/db/schema';
import type { ItemTranslationSnapshot } from '@/lib/history/contract';
import { fieldSelection } from '@/lib/product-fields/columns';
import { readFields } from '@/lib/product-fields/registry';
import type { CatalogueSnapshot, SnapshotItem } from './plan';

// The whole catalogue in six queries (a price-list-sized catalogue is a few thousand rows): the
// export writes it, and the import plans against it (again inside its transaction: `tx`).

export async function loadCatalogueSnapshot(db: Pick<DbOrTx, 'select'>): Promise<CatalogueSnapshot> {
  const [cats, rows, specs, gallery, trs, trSpecs] = await Promise.all([
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
        columns: fieldSelection,
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
    // Ordered as a revision reads them (lib/history/translation-snapshot.ts), so the two agree.
    db.select().from(itemTranslations).orderBy(asc(itemTranslations.itemId), asc(itemTranslations.locale)),
    db
      .select()
      .from(itemSpecificationTranslations)
      .orderBy(
        asc(itemSpecificationTranslations.itemId),
        asc(itemSpecificationTranslations.locale),
        asc(itemSpecificationTranslations.position),
      ),
  ]);
  const byId = new Map<number, SnapshotItem>(
    rows.map(({ columns, ...r }) => [
      r.id,
      {
        ...r,
        name: r.name ?? '',
        descriptionHtml: r.descriptionHtml ?? '',
        specs: [],
        gallery: [],
        fields: readFields(columns),
        translations: {},
      },
    ]),
  );
  for (const s of specs) if (s.itemId !== null) byId.get(s.itemId)?.specs.push({ name: s.name ?? '', value: s.value ?? '' });
  for (const g of gallery) if (g.itemId !== null && g.photoUrl) byId.get(g.itemId)?.gallery.push({ id: g.id, photoUrl: g.photoUrl });
  const empty = (): ItemTranslationSnapshot => ({ itemName: null, itemDescription: null, source: null, specs: [] });
  for (const t of trs) {
    const item = byId.get(t.itemId);
    if (item)
      item.translations[t.locale] = { ...empty(), itemName: t.itemName, itemDescription: t.itemDescription, source: t.source ?? null };
  }
  for (const s of trSpecs) {
    const item = byId.get(s.itemId);
    if (!item) continue;
    (item.translations[s.locale] ??= empty()).specs.push({
      position: s.position,
      specName: s.specName,
      specValue: s.specValue,
      source: s.source ?? null,
    });
  }
  return { categories: cats.map((c) => ({ id: c.id, name: c.name ?? '' })), items: [...byId.values()] };
}

/** The absolute URL the export writes: SITE_URL + the path for a local photo, else the stored URL. */
export function absolutePhotoUrl(siteUrl: string): (stored: string) => string {
  return (stored) => (stored.startsWith('/') ? `${siteUrl}${stored}` : stored);
}
