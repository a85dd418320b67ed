export const PHOTO_BUCKET = 'itemphotos';

/** The storage port: one bucket of public photos. Paths are relative to the bucket, e.g. `main/main-12-v3.jpg`. */
export type StoragePort = {
  kind: 'local' | 'supabase';
  /** Writes (overwrites) one object. */
  upload(objectPath: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Removes objects; missing ones are ignored. */
  remove(objectPaths: string[]): Promise<void>;
  /** The public URL a browser loads the object from. */
  publicUrl(objectPath: string): string;
  /** The object path behind a public URL of this bucket, or null for any other URL. */
  objectPathFromUrl(url: string): string | null;
  /** Whether one object is there (a revision's restore checks its photos). */
  exists(objectPath: string): Promise<boolean>;
  /** Lists every object path (tests and maintenance). */
  list(): Promise<string[]>;
  /** One object's bytes, or null when it is not there (backups read the bucket with it). */
  read(objectPath: string): Promise<Uint8Array | null>;
};

/** Rejects anything but plain relative segments: no `..`, no absolute paths, no backslashes or NULs. */
export function isSafeObjectPath(objectPath: string): boolean {
  if (!objectPath || objectPath.length > 512) return false;
  if (objectPath.includes('\\') || objectPath.includes('\0')) return false;
  const segments = objectPath.split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..' && /^[A-Za-z0-9._-]+$/.test(s));
}
