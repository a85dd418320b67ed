import 'server-only';
import { eq } from 'drizzle-orm';
import type { ProcessedPhoto } from '@/lib/catalog/photos';
import { getDb, type Db } from '@/lib/db';
import { homeSections } from '@/lib/db/schema';
import { keepBaseline, recordAudit, recordRevision } from '@/lib/history/record';
import { readHomeSnapshot } from '@/lib/history/home-snapshot';
import { getStorage, type StoragePort } from '@/lib/storage';
import { homeEntry } from './audit-view';
import { loadHomePhotos, writeHomeState, type HomeItemWords, type HomeSectionWords } from './home-rows';
import { HomeWriteError, removeUnreferencedHomePhotos, uploadHomePhotos, type HomePhotoSlot } from './photo-files';
import { SECTIONS, type HomeSectionKey } from './sections';

export { HomeWriteError };

// The English save of one home section (decision 024's order, as the products'): new photos are
// uploaded first under their final names, then ONE transaction writes the rows, the section's
// revision and the audit entry; a failure removes the new files. Replaced files go after the
// commit, and only when nothing still references them (photo-files.ts).

export type HomeDeps = { db: Db; storage: StoragePort };

export async function homeDeps(deps?: Partial<HomeDeps>): Promise<HomeDeps> {
  return { db: deps?.db ?? (await getDb()), storage: deps?.storage ?? getStorage() };
}

export type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; photo: ProcessedPhoto };

export type SaveHomeSectionData = {
  section: HomeSectionKey;
  words: HomeSectionWords;
  photo: PhotoChange;
  /** In their new order; an entry with the id of one of this section's entries keeps it (and its translations). */
  items: Array<HomeItemWords & { id?: number; photo: PhotoChange }>;
};

/** `photoRequired`: the entry at `index` (0-based) would be left without the photo its section needs; nothing was written. */
export type SaveHomeSectionResult = { status: 'saved' } | { status: 'photoRequired'; index: number };

export async function saveHomeSection(data: SaveHomeSectionData, deps?: Partial<HomeDeps>): Promise<SaveHomeSectionResult> {
  const { db, storage } = await homeDeps(deps);
  const def = SECTIONS[data.section];
  const itemPhotos = def.items?.photo ?? 'none';
  const current = await loadHomePhotos(db, data.section);
  const storedPhoto = (id: number | undefined) => (id === undefined ? null : (current?.items.get(id) ?? null));

  // What each photo will be; a kept photo of an entry that is not this section's is none.
  const sectionPhoto = !def.photo ? 'remove' : data.photo.kind;
  const items = data.items.map((item) => ({ ...item, photo: itemPhotos === 'none' ? ({ kind: 'remove' } as const) : item.photo }));
  const required = items.findIndex(
    (item) => itemPhotos === 'required' && item.photo.kind !== 'new' && (item.photo.kind === 'remove' || !storedPhoto(item.id)),
  );
  if (required >= 0) return { status: 'photoRequired', index: required };

  const uploads: Array<{ slot: HomePhotoSlot; photo: ProcessedPhoto }> = [];
  if (data.photo.kind === 'new' && sectionPhoto === 'new') uploads.push({ slot: 'section', photo: data.photo.photo });
  items.forEach((item, index) => {
    if (item.photo.kind === 'new') uploads.push({ slot: index, photo: item.photo.photo });
  });
  const { urls, paths } = await uploadHomePhotos(storage, data.section, uploads);

  const photoOf = (change: PhotoChange['kind'], slot: HomePhotoSlot, stored: string | null) =>
    change === 'new' ? (urls.get(slot) ?? null) : change === 'keep' ? stored : null;
  const droppedUrls: string[] = [];
  try {
    await db.transaction(async (tx) => {
      // Two saves of one section take turns (the row exists once the section was ever saved).
      await tx.select({ section: homeSections.section }).from(homeSections).where(eq(homeSections.section, data.section)).for('update');
      const entity = { type: 'home', id: data.section } as const;
      await keepBaseline(tx, entity);
      const before = await readHomeSnapshot(tx, data.section);
      await writeHomeState(tx, data.section, {
        words: data.words,
        photoUrl: photoOf(sectionPhoto, 'section', current?.photoUrl ?? null),
        items: items.map(({ photo, ...item }, index) => ({ ...item, photoUrl: photoOf(photo.kind, index, storedPhoto(item.id)) })),
      });
      const after = await recordRevision(tx, entity, before ? 'update' : 'create', { droppedUrls });
      await recordAudit(tx, homeEntry('home.update', data.section, before, after));
    });
  } catch (error) {
    await storage.remove(paths).catch(() => {});
    throw error instanceof HomeWriteError ? error : new HomeWriteError('write', error);
  }

  // The files this save replaced or dropped, and those only a pruned version still named.
  await removeUnreferencedHomePhotos(db, storage, [current?.photoUrl, ...(current?.items.values() ?? []), ...droppedUrls]);
  return { status: 'saved' };
}
