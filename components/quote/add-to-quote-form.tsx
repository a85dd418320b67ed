'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { INQUIRY_LIMITS, QUOTE_ADD_PARAMS } from '@/lib/inquiries/contract';
import type { AddOutcome } from '@/lib/inquiries/quote-list';
import type { AddQuoteLabels, QuoteProduct } from './labels';

// The quantity rules and their translated messages (number formatting, MOQ units) and the list's
// store load on the first submit or refusal, not with every product page (JS budget).
const loadCheck = () => import('./quantity-check');
const loadStore = () => import('./quote-store');
// Fetched as soon as the visitor reaches for the form, so the click itself does not wait for them.
const warmUp = () => void Promise.all([loadCheck(), loadStore()]).catch(() => {});

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
  // The refusal's text (null: none), set once the rules have loaded.
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  const refuse = (check: Awaited<ReturnType<typeof loadCheck>>, raw: string, fallback: 'notWhole' | null) => {
    const problem = check.quantityProblem(raw, product.moq) ?? fallback;
    setMessage(check.quantityMessage(problem, product, labels));
    if (problem) {
      setOutcome(null);
      quantityRef.current?.focus();
    }
    return problem;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = String(data.get(QUOTE_ADD_PARAMS.quantity) ?? '');
    const entry = { ...product, kind: 'quote' as const, quantity: Number(raw), note: String(data.get(QUOTE_ADD_PARAMS.note) ?? '') };
    void loadCheck().then(async (check) => {
      if (refuse(check, raw, null)) return;
      setOutcome(null); // emptied first, so adding again is announced again
      const { quoteStore } = await loadStore();
      setOutcome(quoteStore.add(entry));
    });
  };

  const describedBy = [moqHint ? `${id}-moq` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  // `form-field` (app/globals.css) without its border colour, which a utility here sets; the focus
  // colour stays a utility too, so it wins over that one.
  const field = 'form-field focus:border-brand-500';

  return (
    <form
      method="get"
      action={labels.quotePath}
      onSubmit={onSubmit}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      className="flex flex-col gap-3"
      data-testid="add-to-quote"
    >
      <input type="hidden" name={QUOTE_ADD_PARAMS.itemId} value={product.itemId} />
      <div className={compact ? 'flex flex-col gap-3' : 'grid gap-3 sm:grid-cols-[10rem_1fr]'}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-qty`} className="field-label">
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
            onChange={() => message && setMessage(null)}
            // Native validation still guards the no-JS form; with JS our translated message replaces the bubble.
            onInvalid={(event) => {
              event.preventDefault();
              const raw = event.currentTarget.value;
              void loadCheck().then((check) => refuse(check, raw, 'notWhole'));
            }}
            className={`${field} tabular-nums ${message ? 'border-red-600' : 'border-slate-300'}`}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="field-label">
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
      <button type="submit" className="quote-submit sm:self-start">
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
