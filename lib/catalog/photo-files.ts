import 'server-only';
import type { StoragePort } from '@/lib/storage';
import type { ProcessedPhoto } from './photos';

// Names keep the SPEC's patterns plus a version part, so a replaced photo never has the URL of
// the old one (no CDN or browser cache can show a stale photo). Always .jpg: we re-encode.

export type PhotoSlot = { kind: 'main' } | { kind: 'hover' } | { kind: 'gallery'; index: number };

export function photoVersion(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function photoObjectPath(slot: PhotoSlot, itemId: number, version: string, onUpdate: boolean): string {
  const base = slot.kind === 'gallery' ? `gallery-${slot.index}-${itemId}-${version}.jpg` : `${slot.kind}-${itemId}-${version}.jpg`;
  return onUpdate ? `${slot.kind}/${base}` : base;
}

/** Thrown by a catalogue write; `step` says which step failed (SPEC 8 step messages). */
export class CatalogWriteError extends Error {
  constructor(
    readonly step: CatalogWriteStep,
    readonly cause: unknown,
    readonly index?: number,
  ) {
    super(`${step}${index === undefined ? '' : ` ${index}`}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'CatalogWriteError';
  }
}

export type CatalogWriteStep =
  | 'uploadMain'
  | 'uploadHover'
  | 'uploadGallery'
  | 'insertItem'
  | 'updateItem'
  | 'updatePhotoUrls'
  | 'insertSpecs'
  | 'updateSpecs'
  | 'deleteSpecs'
  | 'insertGallery'
  | 'updateGallery'
  | 'deleteGallery'
  | 'deleteItem';

export type PendingUpload = { slot: PhotoSlot; photo: ProcessedPhoto };

/**
 * Uploads every photo under its final name, in order. On any failure removes what it already
 * wrote and throws a CatalogWriteError naming the failed photo. Returns slot → public URL.
 */
export async function uploadPhotos(
  storage: StoragePort,
  itemId: number,
  uploads: PendingUpload[],
  onUpdate: boolean,
): Promise<{ urls: Map<PhotoSlot, string>; paths: string[] }> {
  const version = photoVersion();
  const urls = new Map<PhotoSlot, string>();
  const paths: string[] = [];
  for (const { slot, photo } of uploads) {
    const objectPath = photoObjectPath(slot, itemId, version, onUpdate);
    try {
      await storage.upload(objectPath, photo.bytes, photo.contentType);
    } catch (error) {
      await removeQuietly(storage, paths);
      const step = slot.kind === 'main' ? 'uploadMain' : slot.kind === 'hover' ? 'uploadHover' : 'uploadGallery';
      throw new CatalogWriteError(step, error, slot.kind === 'gallery' ? slot.index + 1 : undefined);
    }
    paths.push(objectPath);
    urls.set(slot, storage.publicUrl(objectPath));
  }
  return { urls, paths };
}

/** Removes files; a failure here must not undo a committed write, so it is logged only. */
export async function removeQuietly(storage: StoragePort, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    await storage.remove(paths);
  } catch (error) {
    console.error('[catalog] could not remove photo files', paths, error);
  }
}

/** Object paths of our bucket behind these URLs (foreign URLs, e.g. placeholders, are skipped). */
export function objectPathsOf(storage: StoragePort, urls: Array<string | null | undefined>): string[] {
  return urls.flatMap((url) => {
    const p = url ? storage.objectPathFromUrl(url) : null;
    return p ? [p] : [];
  });
}
