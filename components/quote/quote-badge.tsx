'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { countQuoteLines } from '@/lib/inquiries/quote-count';
import type { QuoteBadgeLabels } from './labels';
import { readQuoteRaw, subscribeQuoteList } from './quote-subscribe';

const readCount = () => countQuoteLines(readQuoteRaw());
const serverCount = () => 0;

/**
 * The header's link to the quote list with the number of products. The count bubble is absolutely
 * placed over the icon (bar) or after the label (menu), so it appears after hydration without moving
 * anything; on the server and while hydrating the list is empty and no bubble is drawn.
 */
export function QuoteBadge({ labels, variant = 'bar' }: { labels: QuoteBadgeLabels; variant?: 'bar' | 'menu' }) {
  const count = useSyncExternalStore(subscribeQuoteList, readCount, serverCount);
  const countText = count > 0 ? (count === 1 ? labels.countOne : labels.countOther).replace('{count}', String(count)) : '';
  const bubble = (
    <span
      aria-hidden="true"
      data-testid="quote-count"
      className={`${count > 0 ? '' : 'invisible'} grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs leading-none font-semibold text-white tabular-nums`}
    >
      {count}
    </span>
  );
  if (variant === 'menu') {
    return (
      <Link
        href={labels.href}
        className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-lg font-medium text-slate-900 hover:bg-brand-50"
      >
        {labels.label}
        {bubble}
        {countText && <span className="sr-only">{`, ${countText}`}</span>}
      </Link>
    );
  }
  return (
    <Link
      href={labels.href}
      data-testid="quote-badge"
      className="relative grid size-11 shrink-0 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 hover:text-brand-700"
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M9 4h6a1 1 0 0 1 1 1v1H8V5a1 1 0 0 1 1-1Z" />
        <path d="M8 5H6a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2" />
        <path d="M8.5 11h7M8.5 15h5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">
        {labels.label}
        {countText && `, ${countText}`}
      </span>
      <span className="absolute -top-0.5 -right-0.5">{bubble}</span>
    </Link>
  );
}
