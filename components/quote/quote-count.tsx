'use client';

import { useSyncExternalStore } from 'react';
import { countQuoteLines } from '@/lib/inquiries/quote-count';
import { readQuoteRaw, subscribeQuoteList } from './quote-subscribe';

const readCount = () => countQuoteLines(readQuoteRaw());
const serverCount = () => 0;

/**
 * The badge's number (the only client part of the header's quote link). The bubble is always laid
 * out (`invisible` at 0), so it appears after hydration without moving anything; on the server and
 * while hydrating the count is 0. `label` is spoken with the count in one text (separate block
 * boxes would put a space before the comma).
 */
export function QuoteCount({ countOne, countOther, label = '' }: { countOne: string; countOther: string; label?: string }) {
  const count = useSyncExternalStore(subscribeQuoteList, readCount, serverCount);
  return (
    <>
      <span aria-hidden="true" data-testid="quote-count" className={count > 0 ? 'quote-count' : 'quote-count invisible'}>
        {count}
      </span>
      {(label || count > 0) && (
        <span className="sr-only">
          {`${label}${count > 0 ? `, ${(count === 1 ? countOne : countOther).replace('{count}', String(count))}` : ''}`}
        </span>
      )}
    </>
  );
}
