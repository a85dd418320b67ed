'use client';

import Image from 'next/image';
import { useState } from 'react';
import { Spinner } from './spinner';
import { wrapIndex } from './wrap-index';

export type Slide = { src: string; alt: string };

type Props = {
  slides: readonly Slide[];
  index: number;
  onIndexChange: (index: number) => void;
  previousLabel: string;
  nextLabel: string;
  sizes: string;
  className?: string;
  /** 'contain' for a viewer, 'cover' for square product photos. */
  fit?: 'cover' | 'contain';
  /**
   * While a large photo loads, show it at these (thumbnail) sizes scaled up, with a spinner: the
   * browser usually has that small version already (the page's thumbnail strip), so the viewer is
   * never a dark empty screen.
   */
  loading?: { sizes: string; label: string };
};

export { wrapIndex };

/**
 * A looping photo carousel with a 0.4 s cross-fade. Controlled: the parent owns the index so it
 * can bind arrow keys or swipes on a larger area.
 */
export function Carousel({ slides, index, onIndexChange, previousLabel, nextLabel, sizes, className = '', fit = 'cover', loading }: Props) {
  const current = wrapIndex(index, slides.length);
  const many = slides.length > 1;
  return (
    <div className={`relative overflow-hidden ${className}`} aria-roledescription="carousel">
      {slides.map((slide, i) => (
        <div
          key={`${i}-${slide.src}`}
          className={`absolute inset-0 transition-opacity duration-[400ms] ${i === current ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          aria-hidden={i !== current}
        >
          {loading ? (
            <LoadingImage slide={slide} sizes={sizes} fit={fit} loading={loading} />
          ) : (
            <Image src={slide.src} alt={slide.alt} fill sizes={sizes} className={fit === 'cover' ? 'object-cover' : 'object-contain'} />
          )}
        </div>
      ))}
      {many && (
        <>
          <CarouselButton label={previousLabel} side="left" onClick={() => onIndexChange(wrapIndex(current - 1, slides.length))} />
          <CarouselButton label={nextLabel} side="right" onClick={() => onIndexChange(wrapIndex(current + 1, slides.length))} />
        </>
      )}
    </div>
  );
}

function LoadingImage({
  slide,
  sizes,
  fit,
  loading,
}: {
  slide: Slide;
  sizes: string;
  fit: 'cover' | 'contain';
  loading: { sizes: string; label: string };
}) {
  const [loaded, setLoaded] = useState(false);
  const fitClass = fit === 'cover' ? 'object-cover' : 'object-contain';
  return (
    <>
      {!loaded && (
        <>
          <Image src={slide.src} alt="" fill sizes={loading.sizes} className={`${fitClass} blur-sm`} data-testid="carousel-placeholder" />
          <span className="absolute inset-0 grid place-items-center text-white">
            <Spinner label={loading.label} className="rounded-full bg-slate-950/60 p-3" />
          </span>
        </>
      )}
      <Image src={slide.src} alt={slide.alt} fill sizes={sizes} className={fitClass} onLoad={() => setLoaded(true)} />
    </>
  );
}

function CarouselButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white`}
    >
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={side === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
