'use client';

import { useEffect, useState } from 'react';
import type { QuoteEntry } from '@/lib/inquiries/quote-list';
import type { QuoteProductView } from '@/lib/inquiries/submit-action';

export type LookupQuoteProducts = (ids: number[]) => Promise<QuoteProductView[]>;

/**
 * The visitor's stored lines with each product's name, code, photo and MOQ as the server gives them
 * in the page's language. The browser's list keeps the words of the page a line was added on, so
 * those are never shown while the server's are on their way: `pending` lists the lines still
 * waiting (drawn as a placeholder). Each id is asked for once; removing a line asks nothing. A
 * product the server no longer knows, or a failed request, keeps the stored snapshot.
 */
export function useQuoteProducts(
  entries: QuoteEntry[],
  lookup: LookupQuoteProducts,
  known0: QuoteEntry | null,
): { lines: QuoteEntry[]; pending: ReadonlySet<number> } {
  const [known, setKnown] = useState<ReadonlyMap<number, QuoteProductView | null>>(() =>
    // The ?add= line was resolved by the server in this language already.
    known0 ? new Map([[known0.itemId, { ...known0, unit: known0.unit ?? null }]]) : new Map(),
  );
  const missingKey = entries
    .filter((e) => !known.has(e.itemId))
    .map((e) => e.itemId)
    .join(',');

  useEffect(() => {
    if (!missingKey) return;
    const ids = missingKey.split(',').map(Number);
    let live = true;
    const settle = (views: QuoteProductView[]) => {
      if (!live) return;
      const found = new Map(views.map((v) => [v.itemId, v]));
      setKnown((prev) => new Map([...prev, ...ids.map((id) => [id, found.get(id) ?? null] as const)]));
    };
    lookup(ids).then(settle, () => settle([]));
    return () => {
      live = false;
    };
  }, [missingKey, lookup]);

  const pending = new Set(missingKey ? missingKey.split(',').map(Number) : []);
  const lines = entries.map((e) => {
    const view = known.get(e.itemId);
    return view ? { ...e, name: view.name, code: view.code, photo: view.photo, moq: view.moq, unit: view.unit, slug: view.slug } : e;
  });
  return { lines, pending };
}
