'use client';

import { useRef } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { Dialog } from '@/components/ui/dialog';
import type { Slide } from '@/components/ui/carousel';
import { wrapIndex } from '@/components/ui/wrap-index';
import { fill } from './labels';
import type { GalleryLabels } from './product-gallery';

const SWIPE = 50;

/**
 * The product's fullscreen viewer (arrow keys, swipe, looping). Its own module, loaded by
 * ProductGallery on the first open: the dialog and carousel code is not part of the page's JS.
 * `placeholderSizes`: the thumbnails' sizes, shown scaled up while a large photo loads.
 */
export function ProductViewer({
  open,
  onClose,
  slides,
  index,
  onIndexChange,
  labels,
  placeholderSizes,
}: {
  open: boolean;
  onClose: () => void;
  slides: Slide[];
  index: number;
  onIndexChange: (update: (index: number) => number) => void;
  labels: GalleryLabels;
  placeholderSizes: string;
}) {
  const touchX = useRef<number | null>(null);
  const total = slides.length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={labels.viewer}
      className="!h-dvh !max-h-none !w-full !max-w-none !rounded-none !bg-slate-950"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') onIndexChange((i) => wrapIndex(i + 1, total));
        else if (event.key === 'ArrowLeft') onIndexChange((i) => wrapIndex(i - 1, total));
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
          onIndexChange((i) => wrapIndex(i + (end < start ? 1 : -1), total));
        }}
      >
        <div className="flex items-center justify-between px-4 py-3 text-white">
          <p className="text-sm tabular-nums" aria-live="polite">
            {fill(labels.photoCounter, { index: index + 1, total })}
          </p>
          <button
            type="button"
            onClick={onClose}
            aria-label={labels.closeViewer}
            className="grid size-11 place-items-center rounded-full text-white hover:bg-white/10"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {open && (
          <Carousel
            slides={slides}
            index={index}
            onIndexChange={(i) => onIndexChange(() => i)}
            previousLabel={labels.previousPhoto}
            nextLabel={labels.nextPhoto}
            sizes="100vw"
            fit="contain"
            loading={{ sizes: placeholderSizes, label: labels.loadingPhoto }}
            className="flex-1"
          />
        )}
      </div>
    </Dialog>
  );
}
