'use client';

import { lazy, Suspense, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { preload } from 'react-dom';
import { wrapIndex } from '@/components/ui/wrap-index';
import { fill } from './labels';
import { PHOTO_LAYOUTS, photoAttrs } from './photo-src';

// The fullscreen viewer (dialog + carousel) is fetched on the first open, not with the page.
const ProductViewer = lazy(() => import('./product-viewer').then((m) => ({ default: m.ProductViewer })));
const NotFoundView = lazy(() => import('./product-not-found').then((m) => ({ default: m.ProductNotFoundView })));

/**
 * The product segment's not-found boundary (app/[locale]/(site)/product/[id]/not-found.tsx renders
 * it). It lives in this module because every product page loads this module's script anyway: as a
 * boundary file with 'use client' of its own it was one more script on every product page for a
 * page almost no visitor sees. The page itself (./product-not-found.tsx) is fetched when shown.
 */
export function ProductNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}

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
// The viewer's placeholder asks for exactly the thumbnails' image (same sizes and quality), which
// the browser has already loaded for the strip.
const THUMB_SIZES = PHOTO_LAYOUTS.thumb.sizes;
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
  // The main photo is the product page's LCP element: a plain <img> whose srcset is written while
  // rendering, fetched at high priority from a preload link in the page's head.
  const main = photoAttrs(slides[current]?.src ?? '', 'main');
  const first = photoAttrs(photos[0] ?? '', 'main');
  if (first.srcSet) preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: 'high' });

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
        className="gallery-main"
      >
        {/* A span: a button may only hold phrasing content (the Nu Html Checker rejects a div). */}
        <span ref={zoomRef} className="gallery-zoom">
          {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer srcset is written by photo-src.ts (next/image would add its client code) */}
          <img
            {...main}
            alt={slides[current]?.alt ?? name}
            fetchPriority="high"
            decoding="async"
            className="block size-full object-cover"
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
                className={`gallery-thumb ${i === current ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300'}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer srcset is written by photo-src.ts (next/image would add its client code) */}
                <img {...photoAttrs(src, 'thumb', THUMB_QUALITY)} alt="" loading="lazy" decoding="async" className="photo-fill" />
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
