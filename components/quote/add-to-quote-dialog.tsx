'use client';

import { useId } from 'react';
import { fill } from '@/components/catalog/labels';
import { Dialog } from '@/components/ui/dialog';
import { AddToQuoteForm } from './add-to-quote-form';
import type { CatalogItem } from '@/lib/catalog/read-models';
import type { AddQuoteLabels } from './labels';
import { quoteProductOf } from './product';
import { moqHintOf } from './quantity-check';

/**
 * The card's "Add to quote" dialog (loaded on the first click, with the MOQ parsing it needs). The native dialog focuses the
 * quantity field first (the close button comes after the form in the DOM, shown top right), traps
 * Tab, closes on Escape and gives focus back to the card's button.
 */
export function AddToQuoteDialog({
  item,
  name,
  labels,
  open,
  onClose,
}: {
  item: CatalogItem;
  /** The card's display name (with the fallback for an unnamed product). */
  name: string;
  labels: AddQuoteLabels;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const product = quoteProductOf(item, name);
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="sm:max-w-md">
      <div className="relative flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="pr-12 text-lg font-semibold text-slate-900">
          {fill(labels.dialogTitle, { name })}
        </h2>
        <AddToQuoteForm product={product} labels={labels} moqHint={moqHintOf(product, labels)} compact />
        <button
          type="button"
          onClick={onClose}
          aria-label={labels.close}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </Dialog>
  );
}
