import Image from 'next/image';
import { safeHttpUrl } from '@/lib/blog/safe-url';

// next/image only optimises paths allowed by next.config.ts (localPatterns); any other http(s)
// image is shown as a plain lazy <img>.
const OPTIMISABLE = /^\/(storage|images)\//;

/** An image from post content or a featured image URL; nothing for a non-http(s) URL. */
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
  if (OPTIMISABLE.test(url) || url === '/placeholder.svg') {
    return fill ? (
      <Image src={url} alt={alt} fill sizes={sizes} priority={priority} className={className} />
    ) : (
      <Image src={url} alt={alt} width={1200} height={800} sizes={sizes} priority={priority} className={className} />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- arbitrary author-supplied hosts cannot go through next/image
    <img
      src={url}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      className={fill ? `absolute inset-0 h-full w-full ${className ?? ''}` : className}
    />
  );
}
