'use client';

import { useState, type FormEvent } from 'react';
import { QUOTE_ADD_PARAMS, SAMPLE_QUANTITY } from '@/lib/inquiries/contract';
import type { AddOutcome } from '@/lib/inquiries/quote-list';
import type { QuoteProduct, SampleLabels } from './labels';

// The list's store loads on the first click, not with every product page (JS budget).
const loadStore = () => import('./quote-store');

/**
 * "Request a sample": a sample line (SAMPLE_QUANTITY pieces, no MOQ) in the visitor's list; the
 * page draws the hint (`hintId`) on the server. Without
 * JavaScript it is a plain GET form to /{locale}/quote?add=ID&kind=sample (the quote page resolves
 * the product on the server); with JavaScript the line goes to the browser's list and a
 * confirmation with a link to the list is announced, as "Add to quote" does.
 */
export function RequestSampleForm({ product, labels, hintId }: { product: QuoteProduct; labels: SampleLabels; hintId: string }) {
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null); // emptied first, so asking again is announced again
    void loadStore().then(({ quoteStore }) =>
      setOutcome(quoteStore.add({ ...product, kind: 'sample', quantity: SAMPLE_QUANTITY, note: '' })),
    );
  };

  return (
    <form method="get" action={labels.quotePath} onSubmit={onSubmit}>
      <input type="hidden" name={QUOTE_ADD_PARAMS.itemId} value={product.itemId} />
      <input type="hidden" name={QUOTE_ADD_PARAMS.kind} value="sample" />
      <button type="submit" aria-describedby={hintId} className="card-button card-spec min-h-11 bg-white sm:w-auto">
        {labels.button}
      </button>
      <p role="status" className="mt-2 text-sm empty:hidden" data-testid="request-sample-status">
        {outcome && (
          <span className={outcome === 'full' ? 'font-medium text-red-700' : 'font-medium text-emerald-800'}>
            {outcome === 'full' ? labels.full : labels.added}{' '}
            <a href={labels.quotePath} className="text-brand-700 underline underline-offset-2">
              {labels.viewList}
            </a>
          </span>
        )}
      </p>
    </form>
  );
}
