import Image from 'next/image';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** Square product photo; with a hover photo it cross-fades (0.3 s) on pointer hover of the `group`. */
export function ProductPhoto({
  main,
  hover,
  alt,
  sizes,
  priority = false,
}: {
  main: string | null;
  hover?: string | null;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <div className="relative aspect-square overflow-hidden bg-slate-100">
      <Image
        src={main ?? PLACEHOLDER_IMAGE}
        alt={alt}
        fill
        sizes={sizes}
        quality={80}
        priority={priority}
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
