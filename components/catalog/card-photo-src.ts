// A card's photo URLs, apart from ./photo-src.ts (which re-exports them with the product page's
// layouts): the category page's script computes them for every card and needs only this layout.

export type PhotoAttrs = { src: string; srcSet?: string; sizes?: string };

export const PHOTO_QUALITY = 80;

// Cards are at most 290 CSS px wide (180 on a 390 px phone): 384 for 1x and phones, 640 for 2x.
export const CARD_LAYOUT = {
  widths: [384, 640],
  sizes: '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw',
} as const;

/** `photoAttrs(src, 'card')` of ./photo-src.ts. */
export function cardPhotoAttrs(src: string): PhotoAttrs {
  return imageAttrs(src, CARD_LAYOUT.widths, CARD_LAYOUT.sizes, PHOTO_QUALITY);
}

/** The same for any list of configured widths (blog images, which come in more layouts). */
export function imageAttrs(src: string, widths: readonly number[], sizes: string, quality = 75): PhotoAttrs {
  if (!src.startsWith('/') || src.startsWith('//') || /\.svg(?:$|\?)/i.test(src)) return { src };
  const url = (w: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${quality}`;
  return {
    src: url(widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    sizes,
  };
}
