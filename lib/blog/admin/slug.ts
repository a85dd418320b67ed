import { SLUG_MAX } from '@/lib/html/slug';

// The generator is shared with the catalogue's addresses (lib/html/slug.ts).
export { generateSlug } from '@/lib/html/slug';

/** SPEC: a duplicate's slug is the original's with '-copy' appended (kept within 100 characters). */
export function copySlug(slug: string): string {
  const base = slug.slice(0, SLUG_MAX - '-copy'.length).replace(/-+$/, '');
  return `${base}-copy`;
}
