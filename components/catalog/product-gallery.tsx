'use client';

import Image from 'next/image';
import { lazy, Suspense, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { wrapIndex } from '@/components/ui/wrap-index';
import { fill } from './labels';

// The fullscreen viewer (dialog + carousel) is fetched on the first open, not with the page.
const ProductViewer = lazy(() => import('./product-viewer').then((m) => ({ default: m.ProductViewer })));

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
// The main photo is the product page's LCP element: the column is 584 px from 1280 px, half the
// page from 1024 px, the full width less the page's padding below.
const MAIN_SIZES =
  '(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
// The viewer's placeholder asks for exactly the thumbnails' image (same sizes and quality), which
// the browser has already loaded for the strip.
const THUMB_SIZES = '80px';
const THUMB_QUALITY = 75;

/**
 * Product photos: main image with a 1.6× zoom following the pointer, thumbnail strip (main, hover,
 * gallery) and a fullscreen viewer (arrow keys, swipe, looping; loaded on first use).
 */
export function ProductGallery({ name, photos, labels }: { name: string; photos: string[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const [viewerUsed, setViewerUsed] = useState(false);
  const zoomRef = useRef<HTMLSpanElement>(null);
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
        onClick={() => {
          setViewerUsed(true);
          setViewer(true);
        }}
        onPointerMove={(e) => zoom(e, true)}
        onPointerEnter={(e) => zoom(e, true)}
        onPointerLeave={(e) => zoom(e, false)}
        aria-label={labels.openViewer}
        aria-haspopup="dialog"
        data-testid="product-main-image"
        className="relative aspect-square w-full cursor-zoom-in overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200"
      >
        {/* A span: a button may only hold phrasing content (the Nu Html Checker rejects a div). */}
        <span ref={zoomRef} className="absolute inset-0 block transition-transform duration-150 ease-out">
          <Image
            src={slides[current]?.src ?? ''}
            alt={slides[current]?.alt ?? name}
            fill
            preload
            fetchPriority="high"
            sizes={MAIN_SIZES}
            quality={80}
            className="object-cover"
          />
        </span>
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

      {viewerUsed && (
        <Suspense fallback={null}>
          <ProductViewer
            open={viewer}
            onClose={() => setViewer(false)}
            slides={slides}
            index={current}
            onIndexChange={setIndex}
            labels={labels}
            placeholderSizes={THUMB_SIZES}
          />
        </Suspense>
      )}
    </div>
  );
}
