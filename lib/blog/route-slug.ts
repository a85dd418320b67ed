import { SLUG_MAX } from './admin/schemas';

/**
 * The slug of a /blog/{slug} URL, or null when no post can have it, so the page answers 404
 * without a database read. Lenient on purpose: posts imported from the old site may predate
 * today's slug rules (upper case, other scripts), so only what no slug can contain is refused:
 * bad percent-encoding, more than SLUG_MAX characters, slashes, whitespace and control characters.
 */
export function parseRouteSlug(raw: string): string | null {
  if (raw.length > SLUG_MAX * 12) return null; // even fully percent-encoded UTF-8 stays under this
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (slug.length === 0 || [...slug].length > SLUG_MAX) return null;
  if (/[\s/\\\u0000-\u001f\u007f]/.test(slug)) return null;
  return slug;
}
