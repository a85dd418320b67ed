'use client';

import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { QUOTE_ADD_PARAMS, type QuoteFormState } from '@/lib/inquiries/contract';
import type { QuoteEntry } from '@/lib/inquiries/quote-list';
import { QuoteContactFields } from './quote-contact-fields';
import type { QuotePageLabels } from './labels';
import { QuoteLines } from './quote-lines';
import { QuoteSent } from './quote-sent';
import { quoteStore, useHydrated, useQuoteList } from './quote-store';
import { useQuoteProducts, type LookupQuoteProducts } from './use-quote-products';

type SubmitAction = (prev: QuoteFormState, formData: FormData) => Promise<QuoteFormState>;

const INITIAL: QuoteFormState = { status: 'idle' };

/**
 * The /quote page's list and form. One <form> holds the lines and the contact fields and posts to
 * the public server action through useActionState, so it also works as a plain POST without
 * JavaScript (the page then renders the action's state). `added` is the line of ?add=… resolved
 * on the server: shown as the list without JavaScript, merged into the browser's list with it
 * (and the query removed from the address).
 */
export function QuoteRequest({
  action,
  lookup,
  labels,
  added,
}: {
  action: SubmitAction;
  /** Reads the listed products in the page's language (names, MOQ): the stored ones may be in another. */
  lookup: LookupQuoteProducts;
  labels: QuotePageLabels;
  added: QuoteEntry | null;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL);
  const hydrated = useHydrated();
  const fresh = useQuoteProducts(useQuoteList(), lookup, added);

  useEffect(() => {
    if (!added) return;
    quoteStore.add(added);
    const url = new URL(window.location.href);
    Object.values(QUOTE_ADD_PARAMS).forEach((p) => url.searchParams.delete(p));
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [added]);

  if (state.status === 'sent') {
    return (
      <QuoteSent
        reference={state.reference}
        lines={state.lines}
        labels={labels.sent}
        whatsappNumber={labels.whatsappNumber}
        wechat={labels.wechat}
        catalogueHref={labels.browseHref}
      />
    );
  }

  // Server render and hydration: only the ?add= line (the browser's list is unknown there).
  const lines = hydrated ? fresh.lines : added ? [added] : [];
  const errors = state.status === 'invalid' ? state.fieldErrors : {};
  const values = state.status === 'invalid' ? state.values : {};

  if (lines.length === 0) {
    // Before hydration the browser's list is unknown: the empty state is drawn but stays hidden for
    // a second (animate-reveal-late), so a visitor with a stored list sees no flash of "empty"
    // while one without JavaScript still gets the message.
    return (
      <div
        className={`rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center ${hydrated ? '' : 'animate-reveal-late'}`}
        data-testid="quote-empty"
      >
        <p className="text-slate-700">{labels.empty}</p>
        <Link
          href={labels.browseHref}
          className="mt-4 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
        >
          {labels.browse}
        </Link>
      </div>
    );
  }

  return (
    <form action={formAction} className="relative flex flex-col gap-8" data-testid="quote-form">
      {state.status === 'invalid' && (
        <div role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {state.formError ?? labels.form.errorSummary}
        </div>
      )}
      <section aria-labelledby="quote-lines-title">
        <h2 id="quote-lines-title" className="text-xl font-semibold text-slate-900">
          {labels.listTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{labels.storedHint}</p>
        {errors.lines && (
          <p id="quote-lines-error" className="mt-3 text-sm font-medium text-red-700">
            {errors.lines}
          </p>
        )}
        <QuoteLines lines={lines} pending={fresh.pending} labels={labels} interactive={hydrated} />
      </section>
      <QuoteContactFields labels={labels.form} errors={errors} values={values} />
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 items-center justify-center self-stretch rounded-lg bg-brand-700 px-6 text-lg font-semibold text-white hover:bg-brand-600 disabled:opacity-70 sm:self-start"
      >
        {pending ? labels.form.submitting : labels.form.submit}
      </button>
    </form>
  );
}
