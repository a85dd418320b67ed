'use client';

import { useId, useState } from 'react';
import { Carousel, wrapIndex } from '@/components/ui/carousel';
import { Dialog } from '@/components/ui/dialog';
import { AddToQuoteForm } from '@/components/quote/add-to-quote-form';
import { quoteProductOf } from '@/components/quote/product';
import { moqHintOf } from '@/components/quote/quantity-check';
import { itemPhotos, type CatalogItem } from '@/lib/catalog/read-models';
import { productPath } from '@/lib/seo/catalog-paths';
import { fill, type CardLabels } from './labels';
import { PLACEHOLDER_IMAGE } from './photo-src';
import { SpecificationTable } from './specification-table';

/** The card's 'Specification' dialog: gallery carousel (arrow keys), name, description, specs, 'Add to quote'. */
export function SpecificationModal({
  item,
  labels,
  open,
  onClose,
}: {
  item: CatalogItem;
  labels: CardLabels;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const name = item.name || labels.productNameFallback;
  const product = quoteProductOf(item, name);
  // Main and hover photos first, as on the product page: a product without a gallery still has them.
  const found = itemPhotos(item);
  const photos = found.length > 0 ? found : [PLACEHOLDER_IMAGE];
  const slides = photos.map((src, i) => ({ src, alt: fill(labels.photoOf, { name, index: i + 1, total: photos.length }) }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') setIndex((i) => wrapIndex(i + 1, slides.length));
        else if (event.key === 'ArrowLeft') setIndex((i) => wrapIndex(i - 1, slides.length));
      }}
    >
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
        <Carousel
          slides={slides}
          index={index}
          onIndexChange={setIndex}
          previousLabel={labels.previousPhoto}
          nextLabel={labels.nextPhoto}
          sizes="(min-width: 768px) 420px, 90vw"
          className="aspect-square rounded-xl bg-slate-100"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} lang={item.lang?.name} className="text-xl font-semibold text-slate-900">
              {name}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={labels.close}
              className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {item.description && (
            <div
              lang={item.lang?.description}
              className="prose-sm max-w-none text-sm leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
              // Sanitised on the server (lib/html/sanitize.ts) when the category was loaded.
              dangerouslySetInnerHTML={{ __html: item.description }}
            />
          )}
          <SpecificationTable
            // The category's items route appends the product fields' rows in the page's language.
            specifications={item.specifications}
            nameLabel={labels.specName}
            valueLabel={labels.specValue}
            emptyText={labels.noSpecifications}
            caption={fill(labels.specificationOf, { name })}
          />
          <section aria-labelledby={`${titleId}-quote`} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <h3 id={`${titleId}-quote`} className="mb-3 font-semibold text-slate-900">
              {labels.quote.button}
            </h3>
            <AddToQuoteForm product={product} labels={labels.quote} moqHint={moqHintOf(product, labels.quote)} />
          </section>
          <a
            href={productPath(labels.locale, item)}
            className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-600"
          >
            {labels.seeMore}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
