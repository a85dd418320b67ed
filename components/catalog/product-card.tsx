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
// Same for the "Add to quote" dialog (issue 15): dialog, form and the list's store load on first use.
const AddToQuoteDialog = lazy(() => import('@/components/quote/add-to-quote-dialog').then((m) => ({ default: m.AddToQuoteDialog })));

export const CARD_IMAGE_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/**
 * Product card: photo (hover swap) and name link to the product page; 'Specification' opens the modal,
 * 'Add to quote' a small dialog with quantity and note.
 * The photo's alt is empty: the link is named by the heading inside it (no doubled name).
 */
export function ProductCard({ item, labels, load = 'lazy' }: { item: CatalogItem; labels: CardLabels; load?: PhotoLoad }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [quoteMounted, setQuoteMounted] = useState(false);
  const name = item.name || labels.productNameFallback;
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link href={`${labels.productPath}/${item.id}`} className="block focus-visible:outline-offset-[-2px]">
        <ProductPhoto main={item.mainPhotoUrl} hover={item.hoverPhotoUrl} alt="" sizes={CARD_IMAGE_SIZES} load={load} />
        <h2 className="line-clamp-2 min-h-[3.5rem] px-3 pt-3 text-sm leading-snug font-semibold text-slate-900 sm:text-base">{name}</h2>
      </Link>
      <div className="mt-auto flex flex-col gap-2 px-3 pt-1 pb-3">
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
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setQuoteMounted(true);
            setQuoteOpen(true);
          }}
          className="inline-flex min-h-10 w-full items-center justify-center gap-1 rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-600"
        >
          <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M10 4v12M4 10h12" strokeLinecap="round" />
          </svg>
          {labels.quote.button}
        </button>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <SpecificationModal item={item} labels={labels} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {quoteMounted && (
        <Suspense fallback={null}>
          <AddToQuoteDialog item={item} name={name} labels={labels.quote} open={quoteOpen} onClose={() => setQuoteOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
