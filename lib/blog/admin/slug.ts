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
  return slug === '' ? 'untitled' : slug;
}

/** SPEC: a duplicate's slug is the original's with '-copy' appended (kept within 100 characters). */
export function copySlug(slug: string): string {
  const base = slug.slice(0, 100 - '-copy'.length).replace(/-+$/, '');
  return `${base}-copy`;
}
