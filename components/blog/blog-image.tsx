import { preload } from 'react-dom';
import { imageAttrs } from '@/components/catalog/photo-src';
import { safeHttpUrl } from '@/lib/blog/safe-url';

// Only paths allowed by next.config.ts (localPatterns) go through the image optimizer; any other
// http(s) image is shown as a plain lazy <img>.
const OPTIMISABLE = /^\/(storage|images)\//;
// From a list card (~380 CSS px) to a full-width article photo on a 2x screen.
const WIDTHS = [384, 640, 828, 1200, 1920];

/**
 * An image from post content or a featured image URL; nothing for a non-http(s) URL. A plain <img>
 * with the optimizer's srcset (components/catalog/photo-src.ts), not next/image: its client code
 * would be loaded by every blog page.
 */
export function BlogImage({
  src,
  alt,
  className,
  sizes,
  priority = false,
  fill = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes: string;
  priority?: boolean;
  /** Fill a positioned parent (cards, featured image) instead of keeping the intrinsic ratio. */
  fill?: boolean;
}) {
  const url = safeHttpUrl(src);
  if (!url) return null;
  const local = OPTIMISABLE.test(url) || url === '/placeholder.svg';
  const attrs = local ? imageAttrs(url, WIDTHS, sizes) : { src: url };
  if (priority && attrs.srcSet)
    preload(attrs.src, { as: 'image', imageSrcSet: attrs.srcSet, imageSizes: attrs.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the srcset is computed here (see above)
    <img
      {...attrs}
      alt={alt}
      width={fill ? undefined : 1200}
      height={fill ? undefined : 800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      referrerPolicy={local ? undefined : 'no-referrer'}
      className={fill ? `absolute inset-0 h-full w-full ${className ?? ''}` : className}
    />
  );
}
