'use client';

import Link from 'next/link';
import { lazy, Suspense, useState } from 'react';
import type { CatalogItem } from '@/lib/catalog/read-models';
import type { CardLabels } from './labels';
import { ProductPhoto, type PhotoLoad } from './product-photo';

// The modal (dialog, carousel, table) is fetched on the first 'Specification' click, not with the page.
// React.lazy rather than next/dynamic: it is mounted only after a click, so it needs no SSR bail-out
// (and next/dynamic's loader would add ~1.6 kB to every page).
const SpecificationModal = lazy(() => import('./specification-modal').then((m) => ({ default: m.SpecificationModal })));

export const CARD_IMAGE_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/**
 * Product card: photo (hover swap) and name link to the product page; 'Specification' opens the modal.
 * The photo's alt is empty: the link is named by the heading inside it (no doubled name).
 */
export function ProductCard({ item, labels, load = 'lazy' }: { item: CatalogItem; labels: CardLabels; load?: PhotoLoad }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const name = item.name || labels.productNameFallback;
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={`${labels.productPath}/${item.id}`} className="block focus-visible:outline-offset-[-2px]">
        <ProductPhoto main={item.mainPhotoUrl} hover={item.hoverPhotoUrl} alt="" sizes={CARD_IMAGE_SIZES} load={load} />
        <h2 className="line-clamp-2 min-h-[3.5rem] px-3 pt-3 text-sm leading-snug font-semibold text-slate-900 sm:text-base">{name}</h2>
      </Link>
      <div className="mt-auto px-3 pt-1 pb-3">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          className="inline-flex min-h-10 w-full items-center justify-center rounded-lg border border-brand-600 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {labels.specification}
        </button>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <SpecificationModal item={item} labels={labels} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
