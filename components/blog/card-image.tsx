import { BlogImage } from './blog-image';
import { safeHttpUrl } from '@/lib/blog/safe-url';

/** A card's featured image, or a neutral box drawing when the post has none. */
export function CardImage({ src, alt, sizes, priority }: { src: string | null; alt: string; sizes: string; priority?: boolean }) {
  if (safeHttpUrl(src)) return <BlogImage fill priority={priority} src={src} alt={alt} sizes={sizes} className="object-cover" />;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      className="absolute inset-0 m-auto h-16 w-16 text-brand-200"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M8 20 32 8l24 12v24L32 56 8 44z" strokeLinejoin="round" />
      <path d="m8 20 24 12 24-12M32 32v24" strokeLinejoin="round" />
    </svg>
  );
}
