import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { itemEntry, itemSnapshot, itemView } from '@/lib/history/item-entry';
import { recordAudit } from '@/lib/history/record';
import { slugAuditChanges } from '@/lib/history/slug-changes';
import { getDb, type Db } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { itemGallery, items, itemSpecifications } from '@/lib/db/schema';
import { fieldColumns, type ItemFieldValues } from '@/lib/product-fields/registry';
import { keepBaseline, recordRevision, revisionPhotoUrls } from '@/lib/history/record';
import { getStorage, type StoragePort } from '@/lib/storage';
import { loadPhotoState, step, writeItemState, type ItemColumns, type SpecRow } from './item-rows';
import { removeUnreferencedPhotos } from './photo-references';
import { objectPathsOf, removeQuietly, uploadPhotos, type PendingUpload, type PhotoSlot } from './photo-files';
import type { ProcessedPhoto } from './photos';
import type { SlugChange, SlugRequest } from './slugs';

export { CatalogWriteError, type CatalogWriteStep } from './photo-files';
export type { SpecRow } from './item-rows';

// Item writes (SPEC 4) with two guarantees the original lacked: the database part is ONE
// transaction, and files are compensated. New files are uploaded first under their final
// (versioned) names and removed again if the transaction fails; replaced or deleted files are
// removed only after the commit. So any failure leaves the previous state intact.

export type CatalogDeps = { db: Db; storage: StoragePort };

async function defaultDeps(deps?: Partial<CatalogDeps>): Promise<CatalogDeps> {
  return { db: deps?.db ?? (await getDb()), storage: deps?.storage ?? getStorage() };
}

export type CreateItemData = {
  categoryId: number;
  itemName: string;
  /** Trimmed; null = no code, absent = unchanged. Unique catalogue-wide (index items_item_code_key). */
  itemCode?: string | null;
  /** The product fields' values (MOQ, …); a field absent is left as it is. */
  fields?: Partial<ItemFieldValues>;
  /** Already sanitised HTML. */
  descriptionHtml: string;
  specs: SpecRow[];
  mainPhoto?: ProcessedPhoto;
  hoverPhoto?: ProcessedPhoto;
  gallery: ProcessedPhoto[];
  /** Slugs typed or asked anew in Edit Item; absent = kept (a new item gets them from its name). */
  slugs?: SlugRequest;
};

/** The item row's columns of an editor save; a product field only when the save sets it. */
function itemColumns(data: Omit<CreateItemData, 'gallery'>): ItemColumns {
  const fields = fieldColumns(data.fields ?? {});
  return {
    categoryId: data.categoryId,
    itemName: data.itemName,
    itemCode: data.itemCode,
    ...fields,
    itemDescription: data.descriptionHtml,
  };
}

/** `slugs`: the new product's slug per locale (its "View on site" link skips the bare id's 308). */
export async function createItem(
  data: CreateItemData,
  deps?: Partial<CatalogDeps>,
): Promise<{ id: number; slugs: Record<string, string> }> {
  const { db, storage } = await defaultDeps(deps);
  // Reserve the id first so the files can be uploaded under their final names before the insert.
  const itemId = await step('insertItem', async () => {
    const [row] = await executeRows<{ id: string | number }>(db, sql`select nextval(pg_get_serial_sequence('items', 'id')) as id`);
    if (!row) throw new Error('nextval returned no row');
    return Number(row.id);
  });

  const main: PhotoSlot = { kind: 'main' };
  const hover: PhotoSlot = { kind: 'hover' };
  const galleryUploads = data.gallery.map((photo, index): PendingUpload => ({ slot: { kind: 'gallery', index }, photo }));
  const gallerySlots = galleryUploads.map((u) => u.slot);
  const uploads: PendingUpload[] = [
    ...(data.mainPhoto ? [{ slot: main, photo: data.mainPhoto }] : []),
    ...(data.hoverPhoto ? [{ slot: hover, photo: data.hoverPhoto }] : []),
    ...galleryUploads,
  ];
  const { urls, paths } = await uploadPhotos(storage, itemId, uploads, false);

  const slugs: Record<string, string> = {};
  try {
    await db.transaction(async (tx) => {
      const made = await writeItemState(
        tx,
        itemId,
        {
          columns: itemColumns(data),
          covers:
            urls.has(main) || urls.has(hover)
              ? { mainPhotoUrl: urls.get(main) ?? null, hoverPhotoUrl: urls.get(hover) ?? null }
              : undefined,
          specs: data.specs.map(({ name, value }) => ({ name, value })),
          gallery: gallerySlots.map((slot) => ({ photoUrl: urls.get(slot) })),
          slugs: data.slugs,
        },
        'insert',
      );
      for (const change of made) slugs[change.locale] = change.to;

      const created = await recordRevision(tx, { type: 'item', id: itemId }, 'create');
      await recordAudit(tx, itemEntry('item.create', itemId, null, await itemView(tx, created)));
    });
  } catch (error) {
    await removeQuietly(storage, paths);
    throw error;
  }
  return { id: itemId, slugs };
}

export type GalleryPlanEntry = { id?: number; photo?: ProcessedPhoto };

export type UpdateItemData = Omit<CreateItemData, 'gallery'> & {
  id: number;
  /** The gallery in its new order: keep (id), replace (id + photo), add (photo). Absent ids are removed. */
  gallery: GalleryPlanEntry[];
};

/** `slugChanges`: the addresses that moved, so the caller refreshes the old and the new page. */
export type UpdateItemResult = { found: false } | { found: true; categoryIds: number[]; slugChanges: SlugChange[] };

export async function updateItem(data: UpdateItemData, deps?: Partial<CatalogDeps>): Promise<UpdateItemResult> {
  const { db, storage } = await defaultDeps(deps);
  const current = await loadPhotoState(db, data.id);
  if (!current) return { found: false };

  const main: PhotoSlot = { kind: 'main' };
  const hover: PhotoSlot = { kind: 'hover' };
  const currentGallery = new Map(current.gallery.map((g) => [g.id, g.photoUrl]));
  // Ids that are not this item's are treated as new photos (or dropped when they carry none).
  const plan = data.gallery
    .map((entry) => (entry.id !== undefined && !currentGallery.has(entry.id) ? { photo: entry.photo } : entry))
    .filter((entry) => entry.id !== undefined || entry.photo !== undefined);
  const planned = plan.map((entry, index) => ({ ...entry, slot: { kind: 'gallery', index } as PhotoSlot }));
  const uploads: PendingUpload[] = [
    ...(data.mainPhoto ? [{ slot: main, photo: data.mainPhoto }] : []),
    ...(data.hoverPhoto ? [{ slot: hover, photo: data.hoverPhoto }] : []),
    ...planned.flatMap((entry) => (entry.photo ? [{ slot: entry.slot, photo: entry.photo }] : [])),
  ];
  const { urls, paths } = await uploadPhotos(storage, data.id, uploads, true);

  const keptIds = plan.flatMap((e) => (e.id !== undefined ? [e.id] : []));
  const removedGalleryUrls = [...currentGallery].filter(([id]) => !keptIds.includes(id)).map(([, url]) => url);
  const replacedGalleryUrls = plan.flatMap((e) => (e.id !== undefined && e.photo ? [currentGallery.get(e.id)] : []));

  const droppedUrls: string[] = [];
  let slugChanges: SlugChange[] = [];
  try {
    await db.transaction(async (tx) => {
      const before = await itemSnapshot(tx, data.id);

      await keepBaseline(tx, { type: 'item', id: data.id });
      slugChanges = await writeItemState(
        tx,
        data.id,
        {
          columns: itemColumns(data),
          covers: {
            ...(urls.has(main) ? { mainPhotoUrl: urls.get(main) } : {}),
            ...(urls.has(hover) ? { hoverPhotoUrl: urls.get(hover) } : {}),
          },
          specs: data.specs,
          // Rows keep their ids here: their translations follow them (moved or dropped).
          specsById: true,
          gallery: planned.map((entry) => ({ id: entry.id, photoUrl: urls.get(entry.slot) })),
          slugs: data.slugs,
        },
        'update',
      );

      const after = await recordRevision(tx, { type: 'item', id: data.id }, 'update', { droppedUrls });
      const entry = itemEntry('item.update', data.id, before, await itemView(tx, after));
      await recordAudit(tx, { ...entry, changes: { ...entry.changes, ...slugAuditChanges(slugChanges) } });
    });
  } catch (error) {
    await removeQuietly(storage, paths);
    throw error;
  }

  // Replaced photos stay while a kept revision references them (photo-references.ts).
  await removeUnreferencedPhotos(db, storage, data.id, [
    urls.has(main) ? current.mainPhotoUrl : null,
    urls.has(hover) ? current.hoverPhotoUrl : null,
    ...removedGalleryUrls,
    ...replacedGalleryUrls,
    ...droppedUrls,
  ]);
  const categoryIds = [...new Set([current.categoryId, data.categoryId].filter((c): c is number => c !== null))];
  return { found: true, categoryIds, slugChanges };
}

export type DeleteItemResult = { found: false } | { found: true; categoryIds: number[] };

export async function deleteItem(id: number, deps?: Partial<CatalogDeps>): Promise<DeleteItemResult> {
  const { db, storage } = await defaultDeps(deps);
  const current = await loadPhotoState(db, id);
  if (!current) return { found: false };
  // Its revisions go with it (trigger, migration 0010), and so do the files they referenced.
  const revisionUrls = await revisionPhotoUrls(db, id);
  await db.transaction(async (tx) => {
    const before = await itemSnapshot(tx, id);
    await step('deleteGallery', () => tx.delete(itemGallery).where(eq(itemGallery.itemId, id)));
    await step('deleteSpecs', () => tx.delete(itemSpecifications).where(eq(itemSpecifications.itemId, id)));
    await step('deleteItem', () => tx.delete(items).where(eq(items.id, id)));
    await recordAudit(tx, itemEntry('item.delete', id, before, null));
  });
  // Files go only after the commit: a failed delete keeps a complete item.
  await removeQuietly(
    storage,
    objectPathsOf(storage, [current.mainPhotoUrl, current.hoverPhotoUrl, ...current.gallery.map((g) => g.photoUrl), ...revisionUrls]),
  );
  return { found: true, categoryIds: current.categoryId === null ? [] : [current.categoryId] };
}
