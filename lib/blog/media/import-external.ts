import 'server-only';
import { fetchImportPhoto } from '@/lib/catalog/csv/fetch-photo';
import { fetchDecision } from '@/lib/catalog/csv/photo-refs';
import { externalImageUrls, withReplacedImages, type ImageField } from './external-urls';
import { findImportedFrom, storeProcessed } from './store';

// Import-on-save of external images. The fetch is the product CSV import's (same SSRF rules: only
// allow-listed hosts, no credentials in the URL, no redirects, a capped body, then the upload's
// validation and re-encoding), imported here rather than written a second time.

type PostImages = { featuredImageUrl: string; blocks: Array<{ id: string; type: string; content: Record<string, unknown> }> };

export type ImportRefusal = 'imageHostNotAllowed' | 'imageImportFailed';

export type ImportResult<F> =
  { ok: true; form: F; imported: Record<string, string> } | { ok: false; field: ImageField; reason: ImportRefusal; url: string };

/**
 * Copies every external image of the form into storage (once per URL: a URL copied earlier reuses
 * that copy) and returns the form pointing at the copies. The first URL that cannot be copied
 * refuses the save; copies made before it stay in the media library (they are valid images).
 */
export async function importExternalImages<F extends PostImages>(
  form: F,
  options: { siteUrl: string; allowedHosts: readonly string[]; uploadedBy?: string },
): Promise<ImportResult<F>> {
  const replaced = new Map<string, string>();
  for (const { url, field } of externalImageUrls(form, options.siteUrl)) {
    if (!fetchDecision(url, options.allowedHosts).ok) return { ok: false, field, reason: 'imageHostNotAllowed', url };
    const earlier = await findImportedFrom(url);
    if (earlier) {
      replaced.set(url, earlier.url);
      continue;
    }
    const fetched = await fetchImportPhoto(url, options.allowedHosts);
    if (!fetched.ok) return { ok: false, field, reason: 'imageImportFailed', url };
    const media = await storeProcessed(fetched.photo, { sourceUrl: url, uploadedBy: options.uploadedBy });
    replaced.set(url, media.url);
  }
  return { ok: true, form: withReplacedImages(form, replaced), imported: Object.fromEntries(replaced) };
}
