import 'server-only';
import type { DbOrTx } from '@/lib/db';
import { itemSnapshotUrls } from '@/lib/history/contract';
import { revisionPhotoUrls } from '@/lib/history/record';
import { readItemSnapshot } from '@/lib/history/snapshot';
import type { StoragePort } from '@/lib/storage';
import { objectPathsOf, removeQuietly } from './photo-files';

// Photo files and revisions: a file stays while the item OR any kept revision of it references it
// (a restore must find its photos). Called after the commit with the URLs a write stopped using
// (replaced photos, pruned revisions); a failure here only leaves a file behind (logged).

export async function removeUnreferencedPhotos(
  db: DbOrTx,
  storage: StoragePort,
  itemId: number,
  candidates: readonly (string | null | undefined)[],
) {
  const urls = [...new Set(candidates.filter((u): u is string => !!u))];
  if (urls.length === 0) return;
  let referenced: Set<string>;
  try {
    const current = await readItemSnapshot(db, itemId);
    referenced = await revisionPhotoUrls(db, itemId);
    if (current) for (const url of itemSnapshotUrls(current)) referenced.add(url);
  } catch (error) {
    console.error('[revisions] could not check photo references; files kept', error);
    return;
  }
  await removeQuietly(
    storage,
    objectPathsOf(
      storage,
      urls.filter((u) => !referenced.has(u)),
    ),
  );
}
