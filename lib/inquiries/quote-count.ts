// The header badge's count of the stored quote list, without the list's parser: the badge is on
// every public page, whose client JavaScript is budgeted (e2e/client-js.spec.ts). It counts what
// parseQuoteList (./quote-list.ts) keeps: distinct lines (a positive whole itemId and its kind, a missing kind being 'quote'), at most the line limit
// (quote-count.test.ts checks the two agree).
import { QUOTE_MAX_LINES } from './quote-storage';

export function countQuoteLines(raw: string | null): number {
  try {
    const data: unknown = JSON.parse(raw || '[]');
    if (!Array.isArray(data)) return 0;
    const ids = new Set<string>();
    for (const e of data) {
      const { itemId: v, kind } = typeof e === 'object' && e ? (e as { itemId?: unknown; kind?: unknown }) : {};
      const id = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : 0;
      if (Number.isSafeInteger(id) && id > 0) ids.add(`${id}:${kind === 'sample' ? 'sample' : 'quote'}`);
    }
    return Math.min(ids.size, QUOTE_MAX_LINES);
  } catch {
    return 0;
  }
}
