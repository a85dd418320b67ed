/** The longest slug any address takes (a blog post's, a product's, a category's). */
export const SLUG_MAX = 100;

/**
 * SPEC section 5, slug generation: lowercase; drop characters other than letters, digits, spaces
 * and hyphens; runs of spaces become one hyphen; repeated hyphens collapse; hyphens at the ends
 * are trimmed; 'untitled' when nothing is left. "Letters" are ASCII a-z: the result must also
 * pass the slug rule (lowercase letters, digits, hyphens), so accented letters are folded first.
 * Pure, so the editors run it in the browser too; `titleSlug` adds pinyin on the server.
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
export function cutAtWord(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const boundary = slug.lastIndexOf('-', max);
  return (boundary > 0 ? slug.slice(0, boundary) : slug.slice(0, max)).replace(/-+$/, '');
}

/** The slug rule: lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
