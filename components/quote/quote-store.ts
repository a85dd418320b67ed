'use client';

import { useSyncExternalStore } from 'react';
import { QUOTE_STORAGE_KEY } from '@/lib/inquiries/contract';
import { QUOTE_CHANGE_EVENT, readQuoteRaw, subscribeQuoteList } from './quote-subscribe';
import {
  addEntry,
  parseQuoteList,
  removeEntry,
  updateEntry,
  type AddOutcome,
  type QuoteEntry,
  type QuoteKey,
} from '@/lib/inquiries/quote-list';

// The quote list in localStorage, shared by every locale and tab, read with useSyncExternalStore
// (change events: ./quote-subscribe.ts). The parsed list is cached by its raw string, so
// getSnapshot returns the same array until the stored text changes.

const EMPTY: QuoteEntry[] = [];
let cachedRaw: string | null = null;
let cachedList: QuoteEntry[] = EMPTY;

function snapshot(): QuoteEntry[] {
  const raw = readQuoteRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseQuoteList(raw);
  }
  return cachedList;
}

function serverSnapshot(): QuoteEntry[] {
  return EMPTY;
}

function write(list: QuoteEntry[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(QUOTE_STORAGE_KEY);
    else window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Quota or disabled storage: nothing to keep; the listeners re-read what is there.
  }
  window.dispatchEvent(new Event(QUOTE_CHANGE_EVENT));
}

/** The stored lines (empty on the server and during hydration, then the browser's list). */
export function useQuoteList(): QuoteEntry[] {
  return useSyncExternalStore(subscribeQuoteList, snapshot, serverSnapshot);
}

/** false on the server and while hydrating, true once the browser's list is in use. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

function noopSubscribe(): () => void {
  return () => {};
}

export const quoteStore = {
  add(entry: QuoteEntry): AddOutcome {
    const { list, outcome } = addEntry(snapshot(), entry);
    if (outcome !== 'full') write(list);
    return outcome;
  },
  update(key: QuoteKey, patch: { quantity?: number; note?: string }): void {
    write(updateEntry(snapshot(), { itemId: key.itemId, kind: key.kind }, patch));
  },
  remove(key: QuoteKey): void {
    write(removeEntry(snapshot(), { itemId: key.itemId, kind: key.kind }));
  },
  clear(): void {
    write([]);
  },
};
