'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { isBookmarked, subscribeBookmarks, toggleBookmark } from './bookmarks';

export type ArticleActionsLabels = { articleActions: string; bookmark: string; share: string; linkCopied: string };

/**
 * Bookmark toggle (remembered on this device) and share (share sheet, else copy the link).
 * Strings come translated from the server: no next-intl runtime in the browser.
 */
export function ArticleActions({
  slug,
  title,
  excerpt,
  labels,
}: {
  slug: string;
  title: string;
  excerpt: string;
  labels: ArticleActionsLabels;
}) {
  const t = (key: keyof ArticleActionsLabels) => labels[key];
  const bookmarked = useSyncExternalStore(
    subscribeBookmarks,
    () => isBookmarked(slug),
    () => false,
  );
  const [toast, setToast] = useState('');

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(''), 3000);
    return () => window.clearTimeout(timer);
  }, [toast]);

  async function share() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text: excerpt, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setToast(t('linkCopied'));
    } catch (error) {
      // SPEC: sharing errors are only logged (a dismissed share sheet is not an error at all).
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('[blog] share failed', error);
    }
  }

  const button = 'flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100';
  return (
    <div className="flex items-center gap-1" role="group" aria-label={t('articleActions')}>
      <button
        type="button"
        aria-pressed={bookmarked}
        aria-label={t('bookmark')}
        title={t('bookmark')}
        onClick={() => toggleBookmark(slug)}
        className={button}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`h-5 w-5 ${bookmarked ? 'fill-brand-600 text-brand-600' : 'fill-none'}`}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1Z" strokeLinejoin="round" />
        </svg>
      </button>
      <button type="button" aria-label={t('share')} title={t('share')} onClick={share} className={button}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
      </button>
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
        {toast && <p className="rounded-lg bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg">{toast}</p>}
      </div>
    </div>
  );
}
