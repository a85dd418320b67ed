import { QUOTE_STORAGE_KEY } from '@/lib/inquiries/quote-storage';

// Change notification of the stored quote list, apart from the store so the header badge (on every
// page) loads only this and a counter. Other tabs: the `storage` event; this tab: a window event
// the store dispatches after each write (`storage` never fires in the tab that wrote).

export const QUOTE_CHANGE_EVENT = 'quote-list-change';

export function readQuoteRaw(): string | null {
  try {
    return window.localStorage.getItem(QUOTE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame): an empty list
  }
}

export function subscribeQuoteList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUOTE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(QUOTE_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(QUOTE_CHANGE_EVENT, listener);
  };
}
