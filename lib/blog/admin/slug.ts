import { SLUG_MAX } from './schemas';

/**
 * SPEC section 5, slug generation: lowercase; drop characters other than letters, digits, spaces
 * and hyphens; runs of spaces become one hyphen; repeated hyphens collapse; hyphens at the ends
 * are trimmed; 'untitled' when nothing is left. "Letters" are ASCII a-z: the result must also
 * pass the slug rule (lowercase letters, digits, hyphens), so accented letters are folded first.
 */
export function generateSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'untitled' : cutAtWord(slug, SLUG_MAX);
}

/**
 * A title may have 200 characters but a slug only 100: cut at the last hyphen (word boundary)
 * within the limit, so the auto slug always passes the slug rule; a single longer word is cut hard.
 */
function cutAtWord(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const boundary = slug.lastIndexOf('-', max);
  return (boundary > 0 ? slug.slice(0, boundary) : slug.slice(0, max)).replace(/-+$/, '');
}

/** SPEC: a duplicate's slug is the original's with '-copy' appended (kept within 100 characters). */
export function copySlug(slug: string): string {
  const base = slug.slice(0, SLUG_MAX - '-copy'.length).replace(/-+$/, '');
  return `${base}-copy`;
}
