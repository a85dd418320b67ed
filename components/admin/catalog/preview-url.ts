// One object URL per selected File for its preview. Not revoked on unmount: React's strict mode
// remounts components, and a revoked URL would blank the preview; the files are held in memory
// by the form anyway until it is saved or the page is left.
const urls = new WeakMap<File, string>();

export function previewUrl(file: File): string {
  let url = urls.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    urls.set(file, url);
  }
  return url;
}

/** One photo's limit (lib/catalog/photos.ts MAX_PHOTO_BYTES); each is uploaded on its own, so a save has no total. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
