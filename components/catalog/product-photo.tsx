import Image from 'next/image';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export type PhotoLoad = 'lazy' | 'eager' | 'preload';

/**
 * Square product photo; with a hover photo it cross-fades (0.3 s) on pointer hover of the `group`.
 * `load`: 'preload' for the LCP candidates (a <link rel=preload> with the srcset and sizes, fetched
 * at high priority; Next 16 deprecates `priority`), 'eager' for the rest of the first row.
 */
export function ProductPhoto({
  main,
  hover,
  alt,
  sizes,
  load = 'lazy',
}: {
  main: string | null;
  hover?: string | null;
  alt: string;
  sizes: string;
  load?: PhotoLoad;
}) {
  return (
    <div className="relative aspect-square overflow-hidden bg-slate-100">
      <Image
        src={main ?? PLACEHOLDER_IMAGE}
        alt={alt}
        fill
        sizes={sizes}
        quality={80}
        preload={load === 'preload'}
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={load === 'preload' ? 'high' : undefined}
        className={`object-cover transition-opacity duration-300 ${hover ? 'group-hover:opacity-0' : ''}`}
      />
      {hover && (
        <Image
          src={hover}
          alt=""
          fill
          sizes={sizes}
          quality={80}
          className="object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
        />
      )}
    </div>
  );
}
