// The image-optimizer URLs of a photo, computed without next/image: its client component (loader,
// blur placeholder, preload head) cost every public page ~6 KiB of JavaScript, and its srcset lists
// every configured width at or above a cut-off (up to seven URLs per photo, in the markup and again
// in the RSC data). Each layout here names the two or three widths it can use.

import { CARD_LAYOUT, imageAttrs, PHOTO_QUALITY, type PhotoAttrs } from './card-photo-src';
import { PLACEHOLDER_IMAGE } from './placeholder';

export { imageAttrs, type PhotoAttrs };

/** Shown where an item has no photo (served as it is: an SVG; components/catalog/placeholder.ts). */
export { PLACEHOLDER_IMAGE };

/**
 * Widths and `sizes` per layout. Each width must be one of next.config.ts `images.deviceSizes` or
 * `imageSizes` (the optimizer refuses others).
 */
export const PHOTO_LAYOUTS = {
  card: CARD_LAYOUT,
  // The product page's main photo: the column is 584 px from 1280 px, half the page from 1024 px,
  // the full width less the page's padding below; 640 for phones and 1x, 828/1200 for 2x and 3x.
  main: {
    widths: [640, 828, 1200],
    sizes: '(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  },
  // Gallery thumbnails are 64–80 CSS px; the viewer's placeholder asks for the same files.
  thumb: { widths: [128, 256], sizes: '80px' },
} as const satisfies Record<string, { widths: readonly number[]; sizes: string }>;

export type PhotoLayout = keyof typeof PHOTO_LAYOUTS;

/**
 * `src`, `srcSet` and `sizes` for an <img>, in the same URL form as Next's default loader
 * (`/_next/image?url=…&w=…&q=…`; photo-src.test.ts checks them against next/image's own). SVGs and
 * absolute URLs are served as they are, as next/image does for SVGs and unconfigured hosts.
 */
export function photoAttrs(src: string, layout: PhotoLayout, quality = PHOTO_QUALITY): PhotoAttrs {
  const { widths, sizes } = PHOTO_LAYOUTS[layout];
  return imageAttrs(src, widths, sizes, quality);
}
