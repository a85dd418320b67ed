import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { describe, expect, it } from 'vitest';
import config from '@/next.config';
import { imageAttrs, PHOTO_LAYOUTS, photoAttrs, PLACEHOLDER_IMAGE, type PhotoLayout } from './photo-src';

// The project's image settings as next/image sees them (its defaults, then next.config.ts).
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...config('phase-test').images });

/** What next/image itself would write for a photo that fills its box at these `sizes`. */
function nextImage(src: string, sizes: string, quality: number) {
  return getImgProps({ src, alt: '', fill: true, sizes, quality }, { defaultLoader, imgConf }).props;
}

const entries = (srcSet: string | undefined) => (srcSet ?? '').split(', ').filter(Boolean);

describe('photoAttrs', () => {
  const src = '/storage/itemphotos/1/main-abc.jpg';

  it.each(Object.keys(PHOTO_LAYOUTS) as PhotoLayout[])(
    'offers %s widths that the optimizer accepts, as next/image writes them',
    (layout) => {
      const { widths, sizes } = PHOTO_LAYOUTS[layout];
      const ours = photoAttrs(src, layout, 75);
      for (const w of widths) expect([...imgConf.deviceSizes, ...imgConf.imageSizes]).toContain(w);
      // Every candidate is, URL for URL, one of next/image's own (same loader, same quality).
      const theirs = entries(nextImage(src, sizes, 75).srcSet);
      expect(entries(ours.srcSet)).toHaveLength(widths.length);
      for (const entry of entries(ours.srcSet)) expect(theirs).toContain(entry);
      expect(ours.sizes).toBe(sizes);
      expect(ours.src).toBe(
        entries(ours.srcSet)
          .at(-1)!
          .replace(/ \d+w$/, ''),
      );
    },
  );

  it('writes at most three candidates per photo (next/image lists every width above a cut-off)', () => {
    for (const layout of Object.keys(PHOTO_LAYOUTS) as PhotoLayout[]) {
      expect(entries(photoAttrs(src, layout).srcSet).length).toBeLessThanOrEqual(3);
    }
    expect(entries(nextImage(src, PHOTO_LAYOUTS.thumb.sizes, 75).srcSet).length).toBeGreaterThan(3);
  });

  it('serves SVGs and absolute URLs as they are, as next/image does for an SVG', () => {
    expect(photoAttrs(PLACEHOLDER_IMAGE, 'card')).toEqual({ src: PLACEHOLDER_IMAGE });
    expect(nextImage(PLACEHOLDER_IMAGE, PHOTO_LAYOUTS.card.sizes, 80).src).toBe(PLACEHOLDER_IMAGE);
    expect(imageAttrs('https://example.com/a.jpg', [640], '100vw')).toEqual({ src: 'https://example.com/a.jpg' });
    expect(imageAttrs('//example.com/a.jpg', [640], '100vw')).toEqual({ src: '//example.com/a.jpg' });
  });

  it('encodes the path like the default loader', () => {
    const odd = '/storage/itemphotos/1/a b&c.jpg';
    expect(entries(photoAttrs(odd, 'card').srcSet)[0]).toBe(`/_next/image?url=${encodeURIComponent(odd)}&w=384&q=80 384w`);
    expect(entries(nextImage(odd, PHOTO_LAYOUTS.card.sizes, 80).srcSet)).toContain(entries(photoAttrs(odd, 'card').srcSet)[0]);
  });
});
