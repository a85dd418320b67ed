import 'server-only';
import { homeRevisionPhotoUrls } from '@/lib/history/record';
import type { DbOrTx } from '@/lib/db';
import { objectPathsOf, photoVersion, removeQuietly } from '@/lib/catalog/photo-files';
import type { ProcessedPhoto } from '@/lib/catalog/photos';
import type { StoragePort } from '@/lib/storage';
import { currentHomePhotoUrls } from './home-rows';
import type { HomeSectionKey } from './sections';

// The home page's photo files: the products' upload path (checked and re-encoded by
// lib/catalog/photos.ts, then stored under a versioned name, so a replaced photo never keeps the
// old URL) in the bucket's `home/` folder. Uploaded before the rows are written and removed again
// when the write fails; a replaced file goes after the commit, once no section, entry or kept
// version of any section uses it.

export const HOME_PHOTO_FOLDER = 'home/';

/** `slot`: 'section' for the section's own photo, else the entry's position in the save. */
export type HomePhotoSlot = 'section' | number;

export function homePhotoPath(section: HomeSectionKey, slot: HomePhotoSlot, version: string): string {
  return `${HOME_PHOTO_FOLDER}${section}-${slot === 'section' ? 'photo' : `item-${slot}`}-${version}.jpg`;
}

/** A failed home write; `step` says what failed (`upload`: the photo at `slot`). */
export class HomeWriteError extends Error {
  constructor(
    readonly step: 'upload' | 'write',
    readonly cause: unknown,
    readonly slot?: HomePhotoSlot,
  ) {
    super(`${step}${slot === undefined ? '' : ` ${slot}`}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'HomeWriteError';
  }
}

/** Uploads in order; on a failure removes what it wrote and throws naming the photo. */
export async function uploadHomePhotos(
  storage: StoragePort,
  section: HomeSectionKey,
  uploads: ReadonlyArray<{ slot: HomePhotoSlot; photo: ProcessedPhoto }>,
): Promise<{ urls: Map<HomePhotoSlot, string>; paths: string[] }> {
  const version = photoVersion();
  const urls = new Map<HomePhotoSlot, string>();
  const paths: string[] = [];
  for (const { slot, photo } of uploads) {
    const objectPath = homePhotoPath(section, slot, version);
    try {
      await storage.upload(objectPath, photo.bytes, photo.contentType);
    } catch (error) {
      await removeQuietly(storage, paths);
      throw new HomeWriteError('upload', error, slot);
    }
    paths.push(objectPath);
    urls.set(slot, storage.publicUrl(objectPath));
  }
  return { urls, paths };
}

/**
 * After a committed write: removes the files behind `candidates` that no home row and no kept home
 * version references. Only files of the home folder: a URL elsewhere in the bucket (a product's) is
 * never the home page's to delete.
 */
export async function removeUnreferencedHomePhotos(db: DbOrTx, storage: StoragePort, candidates: ReadonlyArray<string | null | undefined>) {
  const urls = [...new Set(candidates.filter((u): u is string => !!u))];
  if (urls.length === 0) return;
  const [current, kept] = await Promise.all([currentHomePhotoUrls(db, urls), homeRevisionPhotoUrls(db)]);
  const unused = urls.filter((u) => !current.has(u) && !kept.has(u));
  await removeQuietly(
    storage,
    objectPathsOf(storage, unused).filter((p) => p.startsWith(HOME_PHOTO_FOLDER)),
  );
}
