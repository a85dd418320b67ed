// Which image URLs of a post form point outside this site (pure; shared by the save and its tests).
// The CSP allows images from this origin only, so an external image would never render: the save
// copies each one into storage (import-external.ts) and the post stores the local URL instead.

type FormImages = { featuredImageUrl: string; blocks: ReadonlyArray<{ type: string; content: Record<string, unknown> }> };

/** Where each image URL sits in the form, for a field error naming it. */
export type ImageField = 'featuredImageUrl' | 'blocks';

/** True for an absolute http(s) URL whose origin is not this site's (root-relative paths are local). */
export function isExternalImageUrl(url: string, siteUrl: string): boolean {
  const value = url.trim();
  if (value === '' || (value.startsWith('/') && !value.startsWith('//'))) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  try {
    return parsed.origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}

/** Every external image URL of the form with the field it sits in, each URL once, in form order. */
export function externalImageUrls(form: FormImages, siteUrl: string): { url: string; field: ImageField }[] {
  const out = new Map<string, ImageField>();
  const add = (url: unknown, field: ImageField) => {
    if (typeof url === 'string' && isExternalImageUrl(url, siteUrl) && !out.has(url.trim())) out.set(url.trim(), field);
  };
  add(form.featuredImageUrl, 'featuredImageUrl');
  for (const block of form.blocks) if (block.type === 'image') add(block.content.url, 'blocks');
  return [...out].map(([url, field]) => ({ url, field }));
}

/** The form with each URL found in `replaced` swapped for its local copy (nothing else changes). */
export function withReplacedImages<F extends FormImages>(form: F, replaced: ReadonlyMap<string, string>): F {
  const swap = (url: unknown) => (typeof url === 'string' ? (replaced.get(url.trim()) ?? url) : url);
  return {
    ...form,
    featuredImageUrl: swap(form.featuredImageUrl) as string,
    blocks: form.blocks.map((b) => (b.type === 'image' ? { ...b, content: { ...b.content, url: swap(b.content.url) } } : b)),
  };
}
