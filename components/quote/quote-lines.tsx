'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { fill } from '@/components/catalog/labels';
import { PLACEHOLDER_IMAGE } from '@/components/catalog/product-photo';
import { fillMoq } from '@/lib/product-fields/moq';
import { INQUIRY_LIMITS, QUOTE_FORM_FIELDS } from '@/lib/inquiries/contract';
import { lineKey, type QuoteEntry, type QuoteKey } from '@/lib/inquiries/quote-list';
import type { AppLocale } from '@/lib/i18n/routing';
import { productPath } from '@/lib/seo/catalog-paths';
import type { QuotePageLabels } from './labels';
import { quantityMessage, quantityProblem } from './quantity-check';
import { quoteStore } from './quote-store';

type LineLabels = Pick<
  QuotePageLabels,
  | 'locale'
  | 'code'
  | 'moq'
  | 'units'
  | 'quantity'
  | 'note'
  | 'remove'
  | 'tooFew'
  | 'notWhole'
  | 'tooMany'
  | 'quotePath'
  | 'sampleBadge'
  | 'sampleQuantity'
>;

/**
 * One line of the quote form. Its inputs ARE the submitted fields (`itemId` and `kind` hidden,
 * `quantity`, `note`, repeated in list order), so the form posts the lines without JavaScript too.
 * The quantity keeps what is typed; only a valid number reaches the stored list, and a smaller one
 * than the MOQ is refused with a message (min/required also stop the submit natively). A sample
 * line has no quantity to choose: its fixed one is shown as text and posted hidden.
 */
function QuoteLineRow({
  entry,
  loading,
  labels,
  interactive,
  onRemove,
}: {
  entry: QuoteEntry;
  loading: boolean;
  labels: LineLabels;
  interactive: boolean;
  onRemove: (key: QuoteKey) => void;
}) {
  const sample = entry.kind === 'sample';
  const id = useId();
  const [draft, setDraft] = useState(String(entry.quantity));
  const [stored, setStored] = useState(entry.quantity);
  const [touched, setTouched] = useState(false);
  // Another tab (or the add form) changed the stored quantity: show it (derived state, no effect).
  if (entry.quantity !== stored) {
    setStored(entry.quantity);
    setDraft(String(entry.quantity));
  }
  const problem = touched && !sample ? quantityProblem(draft, entry.moq) : null;
  const message = quantityMessage(problem, entry, labels);
  const describedBy = [entry.moq > 1 && !sample ? `${id}-moq` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field =
    'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30';
  const removeClass = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50';

  return (
    <li
      className="flex flex-col gap-3 border-b border-slate-200 py-4 last:border-b-0 sm:flex-row sm:items-start"
      data-testid="quote-line"
      data-kind={entry.kind}
    >
      <input type="hidden" name={QUOTE_FORM_FIELDS.itemId} value={entry.itemId} />
      <input type="hidden" name={QUOTE_FORM_FIELDS.kind} value={entry.kind} />
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Image
          src={entry.photo ?? PLACEHOLDER_IMAGE}
          alt=""
          width={64}
          height={64}
          sizes="64px"
          className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          {loading ? (
            // The name in the page's language is on its way (the stored one may be in another language).
            <span className="block h-6 w-48 max-w-full animate-pulse rounded bg-slate-200" data-testid="quote-line-loading" />
          ) : (
            <Link
              href={productPath(labels.locale as AppLocale, { id: entry.itemId, slug: entry.slug })}
              className="font-semibold text-slate-900 underline-offset-2 hover:underline"
            >
              {entry.name}
            </Link>
          )}
          {sample && (
            <span
              className="ml-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
              data-testid="sample-badge"
            >
              {labels.sampleBadge}
            </span>
          )}
          {entry.code && <p className="text-sm text-slate-600">{fill(labels.code, { code: entry.code })}</p>}
          {entry.moq > 1 && !sample && (
            <p id={`${id}-moq`} className="text-sm text-slate-600">
              {fillMoq(labels.moq, { quantity: entry.moq, unit: entry.unit ?? null }, labels.locale, labels.units)}
            </p>
          )}
        </div>
      </div>
      <div className="grid grid-cols-[7.5rem_1fr] gap-3 sm:w-[26rem]">
        {sample ? (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-800">{labels.quantity}</span>
            <input type="hidden" name={QUOTE_FORM_FIELDS.quantity} value={entry.quantity} />
            <p className="min-h-11 py-2 text-sm text-slate-800" data-testid="sample-quantity">
              {fill(labels.sampleQuantity, { quantity: entry.quantity })}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-qty`} className="text-sm font-medium text-slate-800">
              {labels.quantity}
            </label>
            <input
              id={`${id}-qty`}
              name={QUOTE_FORM_FIELDS.quantity}
              type="number"
              inputMode="numeric"
              min={entry.moq}
              max={INQUIRY_LIMITS.maxQuantity}
              step={1}
              required
              value={draft}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const value = event.target.value;
                setDraft(value);
                if (!quantityProblem(value, entry.moq)) quoteStore.update(entry, { quantity: Number(value) });
              }}
              onBlur={() => setTouched(true)}
              onInvalid={(event) => {
                event.preventDefault();
                setTouched(true);
                event.currentTarget.focus();
              }}
              className={`${field} tabular-nums ${message ? 'border-red-600' : 'border-slate-300'}`}
            />
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
            {labels.note}
          </label>
          <input
            id={`${id}-note`}
            name={QUOTE_FORM_FIELDS.note}
            type="text"
            maxLength={INQUIRY_LIMITS.lineNote}
            value={entry.note}
            onChange={(event) => quoteStore.update(entry, { note: event.target.value })}
            className={`${field} border-slate-300`}
          />
        </div>
        {message && (
          <p id={`${id}-error`} className="col-span-2 text-sm font-medium text-red-700">
            {message}
          </p>
        )}
      </div>
      <div className="flex justify-end sm:pt-6">
        {interactive ? (
          <button type="button" data-quote-remove onClick={() => onRemove(entry)} className={removeClass}>
            {labels.remove}
            <span className="sr-only">
              {' '}
              {entry.name}
              {sample ? ` (${labels.sampleBadge})` : ''}
            </span>
          </button>
        ) : (
          // Without JavaScript the only line is the one in the URL: the page without it is the empty list.
          <a href={labels.quotePath} className={removeClass}>
            {labels.remove}
            <span className="sr-only"> {entry.name}</span>
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * The removed line's button would leave the keyboard focus on <body>: it moves to the Remove button
 * of the line that takes its place (or the one before it), and to the page's heading once the list
 * is empty (the list then gives way to the empty state).
 */
function focusAfterRemove(list: HTMLUListElement | null, index: number): void {
  const buttons = [...(list?.querySelectorAll<HTMLButtonElement>('button[data-quote-remove]') ?? [])];
  const next = buttons[index + 1] ?? buttons[index - 1];
  if (next) {
    next.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

export function QuoteLines({
  lines,
  pending,
  labels,
  interactive,
}: {
  lines: QuoteEntry[];
  pending: ReadonlySet<number>;
  labels: LineLabels;
  interactive: boolean;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const remove = (key: QuoteKey) => {
    const index = lines.findIndex((l) => lineKey(l) === lineKey(key));
    // Focus first, while the removed line's neighbours are still in the list; they stay (keyed rows).
    focusAfterRemove(listRef.current, index);
    quoteStore.remove(key);
  };
  return (
    <ul ref={listRef} className="flex flex-col" aria-busy={pending.size > 0 || undefined}>
      {lines.map((entry) => (
        <QuoteLineRow
          key={lineKey(entry)}
          entry={entry}
          loading={pending.has(entry.itemId)}
          labels={labels}
          interactive={interactive}
          onRemove={remove}
        />
      ))}
    </ul>
  );
}
