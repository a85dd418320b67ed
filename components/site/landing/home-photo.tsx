import { preload } from 'react-dom';
import { imageAttrs } from '@/components/catalog/card-photo-src';
import type { HomeText } from '@/lib/home/content';

// A photo of the home page as a plain <img> with a server-computed srcset (decision 035: no
// next/image client code on public pages). Widths are next.config.ts images' sizes.

const LAYOUTS = {
  // The hero's photo: half the page from 1024 px, the full width below.
  hero: { widths: [640, 828, 1200], sizes: '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 32px)' },
  // The factory's photo: half the page from 1024 px.
  wide: { widths: [640, 828, 1200], sizes: '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 32px)' },
  // Gallery tiles: three columns from 1024 px, two from 640 px.
  tile: {
    widths: [384, 640, 828],
    sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 32px)',
  },
  // Logos and certificates: small.
  logo: { widths: [128, 256], sizes: '128px' },
} as const;

export function HomePhoto({
  url,
  alt,
  layout,
  priority = false,
  className = '',
}: {
  url: string;
  alt: HomeText | null;
  layout: keyof typeof LAYOUTS;
  priority?: boolean;
  className?: string;
}) {
  const { widths, sizes } = LAYOUTS[layout];
  const attrs = imageAttrs(url, widths, sizes, 80);
  // The hero's photo is the page's largest paint: fetched early, as the product page's main photo.
  if (priority) preload(attrs.src, { as: 'image', imageSrcSet: attrs.srcSet, imageSizes: attrs.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimizer srcset is written here (next/image would add its client code)
    <img
      {...attrs}
      alt={alt?.value ?? ''}
      lang={alt?.lang}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
