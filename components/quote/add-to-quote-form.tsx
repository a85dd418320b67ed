'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { INQUIRY_LIMITS, QUOTE_ADD_PARAMS } from '@/lib/inquiries/contract';
import type { AddOutcome } from '@/lib/inquiries/quote-list';
import type { AddQuoteLabels, QuoteProduct } from './labels';
import { quantityMessage, quantityProblem, type QuantityProblem } from './quantity-check';

/**
 * Quantity (≥ the product's MOQ) and an optional note, then "Add to quote list". Without
 * JavaScript it is a plain GET form to /{locale}/quote?add=&qty=&note= (the quote page resolves
 * the product on the server); with JavaScript the line goes to the browser's list and a
 * confirmation with a link to the list appears in a live region.
 */
export function AddToQuoteForm({
  product,
  labels,
  moqHint,
  compact = false,
}: {
  product: QuoteProduct;
  labels: AddQuoteLabels;
  /**
   * `moqHintOf(product.moq, labels)`, computed by the caller: the product page does it on the server,
   * since the first Intl.NumberFormat in the browser costs ~15 ms of main thread at load.
   */
  moqHint: string | null;
  compact?: boolean;
}) {
  const id = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<QuantityProblem>(null);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const message = quantityMessage(problem, product, labels);

  const refuse = (next: QuantityProblem) => {
    setProblem(next);
    setOutcome(null);
    quantityRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = String(data.get(QUOTE_ADD_PARAMS.quantity) ?? '');
    const found = quantityProblem(raw, product.moq);
    if (found) return refuse(found);
    setProblem(null);
    setOutcome(null); // emptied first, so adding again is announced again
    const entry = { ...product, quantity: Number(raw), note: String(data.get(QUOTE_ADD_PARAMS.note) ?? '') };
    // The list's store and rules load on the first add, not with every product page (JS budget).
    void import('./quote-store').then(({ quoteStore }) => setOutcome(quoteStore.add(entry)));
  };

  const describedBy = [moqHint ? `${id}-moq` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field =
    'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30';

  return (
    <form method="get" action={labels.quotePath} onSubmit={onSubmit} className="flex flex-col gap-3" data-testid="add-to-quote">
      <input type="hidden" name={QUOTE_ADD_PARAMS.itemId} value={product.itemId} />
      <div className={compact ? 'flex flex-col gap-3' : 'grid gap-3 sm:grid-cols-[10rem_1fr]'}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-qty`} className="text-sm font-medium text-slate-800">
            {labels.quantity}
          </label>
          <input
            ref={quantityRef}
            id={`${id}-qty`}
            name={QUOTE_ADD_PARAMS.quantity}
            type="number"
            inputMode="numeric"
            min={product.moq}
            max={INQUIRY_LIMITS.maxQuantity}
            step={1}
            required
            defaultValue={product.moq}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            onChange={() => problem && setProblem(null)}
            // Native validation still guards the no-JS form; with JS our translated message replaces the bubble.
            onInvalid={(event) => {
              event.preventDefault();
              refuse(quantityProblem(event.currentTarget.value, product.moq) ?? 'notWhole');
            }}
            className={`${field} tabular-nums ${message ? 'border-red-600' : 'border-slate-300'}`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
            {labels.note}
          </label>
          <input
            id={`${id}-note`}
            name={QUOTE_ADD_PARAMS.note}
            type="text"
            maxLength={INQUIRY_LIMITS.lineNote}
            placeholder={labels.notePlaceholder}
            className={`${field} border-slate-300`}
          />
        </div>
      </div>
      {moqHint && (
        <p id={`${id}-moq`} className="-mt-1 text-sm text-slate-600">
          {moqHint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="-mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600 sm:self-start"
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M10 4v12M4 10h12" strokeLinecap="round" />
        </svg>
        {labels.submit}
      </button>
      {/* Always in the DOM, so screen readers announce what is put into it. */}
      <p role="status" className="text-sm empty:hidden" data-testid="add-to-quote-status">
        {outcome && (
          <span className={outcome === 'full' ? 'font-medium text-red-700' : 'font-medium text-emerald-800'}>
            {outcome === 'full' ? labels.full : outcome === 'updated' ? labels.updated : labels.added}{' '}
            <a href={labels.quotePath} className="text-brand-700 underline underline-offset-2">
              {labels.viewList}
            </a>
          </span>
        )}
      </p>
    </form>
  );
}
