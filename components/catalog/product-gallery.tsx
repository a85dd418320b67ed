'use client';

import Image from 'next/image';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Carousel, wrapIndex } from '@/components/ui/carousel';
import { Dialog } from '@/components/ui/dialog';
import { fill } from './labels';

export type GalleryLabels = {
  openViewer: string;
  closeViewer: string;
  viewer: string;
  previousPhoto: string;
  nextPhoto: string;
  /** 'Show photo {index}' */
  showPhoto: string;
  /** '{index} / {total}' */
  photoCounter: string;
  /** '{name}, photo {index} of {total}' */
  photoOf: string;
  loadingPhoto: string;
};

const ZOOM = 1.6;
const SWIPE = 50;
// The viewer's placeholder asks for exactly the thumbnails' image (same sizes and quality), which
// the browser has already loaded for the strip.
const THUMB_SIZES = '80px';
const THUMB_QUALITY = 75;

/**
 * Product photos: main image with a 1.6× zoom following the pointer, thumbnail strip (main, hover,
 * gallery) and a fullscreen viewer (arrow keys, swipe, looping).
 */
export function ProductGallery({ name, photos, labels }: { name: string; photos: string[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const zoomRef = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);
  const total = photos.length;
  const slides = photos.map((src, i) => ({ src, alt: fill(labels.photoOf, { name, index: i + 1, total }) }));
  const current = wrapIndex(index, total);

  const zoom = (event: ReactPointerEvent<HTMLButtonElement>, on: boolean) => {
    const el = zoomRef.current;
    if (!el || event.pointerType !== 'mouse') return;
    const rect = event.currentTarget.getBoundingClientRect();
    el.style.transformOrigin = `${((event.clientX - rect.left) / rect.width) * 100}% ${((event.clientY - rect.top) / rect.height) * 100}%`;
    el.style.transform = on ? `scale(${ZOOM})` : '';
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <button
        type="button"
        onClick={() => setViewer(true)}
        onPointerMove={(e) => zoom(e, true)}
        onPointerEnter={(e) => zoom(e, true)}
        onPointerLeave={(e) => zoom(e, false)}
        aria-label={labels.openViewer}
        aria-haspopup="dialog"
        data-testid="product-main-image"
        className="relative aspect-square w-full cursor-zoom-in overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200"
      >
        <div ref={zoomRef} className="absolute inset-0 transition-transform duration-150 ease-out">
          <Image src={slides[current]?.src ?? ''} alt={slides[current]?.alt ?? name} fill priority sizes="(min-width: 1024px) 600px, 100vw" quality={80} className="object-cover" />
        </div>
      </button>

      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((src, i) => (
            <li key={`${i}-${src}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={fill(labels.showPhoto, { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                className={`relative block size-16 overflow-hidden rounded-lg bg-slate-100 ring-2 sm:size-20 ${i === current ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300'}`}
              >
                <Image src={src} alt="" fill sizes={THUMB_SIZES} quality={THUMB_QUALITY} className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={viewer}
        onClose={() => setViewer(false)}
        label={labels.viewer}
        className="!h-dvh !max-h-none !w-full !max-w-none !rounded-none !bg-slate-950"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') setIndex((i) => wrapIndex(i + 1, total));
          else if (event.key === 'ArrowLeft') setIndex((i) => wrapIndex(i - 1, total));
        }}
      >
        <div
          className="relative flex h-full flex-col"
          onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
          onTouchEnd={(e) => {
            const start = touchX.current;
            const end = e.changedTouches[0]?.clientX;
            touchX.current = null;
            if (start == null || end == null || Math.abs(end - start) < SWIPE) return;
            setIndex((i) => wrapIndex(i + (end < start ? 1 : -1), total));
          }}
        >
          <div className="flex items-center justify-between px-4 py-3 text-white">
            <p className="text-sm tabular-nums" aria-live="polite">
              {fill(labels.photoCounter, { index: current + 1, total })}
            </p>
            <button
              type="button"
              onClick={() => setViewer(false)}
              aria-label={labels.closeViewer}
              className="grid size-11 place-items-center rounded-full text-white hover:bg-white/10"
            >
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {viewer && (
            <Carousel
              slides={slides}
              index={current}
              onIndexChange={setIndex}
              previousLabel={labels.previousPhoto}
              nextLabel={labels.nextPhoto}
              sizes="100vw"
              fit="contain"
              loading={{ sizes: THUMB_SIZES, label: labels.loadingPhoto }}
              className="flex-1"
            />
          )}
        </div>
      </Dialog>
    </div>
  );
}
