'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { isBookmarked, subscribeBookmarks, toggleBookmark } from './bookmarks';

export type ArticleActionsLabels = {
  articleActions: string;
  bookmark: string;
  share: string;
  linkCopied: string;
  shareWhatsApp: string;
  copyLink: string;
  opensNewTab: string;
};

const ITEM = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * Bookmark toggle (remembered on this device) and share: the device's share sheet where there is
 * one (phones), else a small menu with WhatsApp (the visitors' usual channel) and "Copy link".
 * The menu is a disclosure: it opens with its first item focused, Tab moves between its two items,
 * Escape closes it with focus back on the button, as does choosing an item ("Copy link" then says
 * "Link copied to clipboard!"); a click or focus outside closes it. Its items exist only while it
 * is open: the WhatsApp address is made from the page's address in the browser, and a link
 * rendered on the server would have none. Strings come translated from the server: no next-intl
 * runtime in the browser.
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
  const [menu, setMenu] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const shareRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(''), 3000);
    return () => window.clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    if (!menu) return;
    rootRef.current?.querySelector<HTMLElement>('[data-share-item]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenu(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menu]);

  const close = () => {
    setMenu(false);
    shareRef.current?.focus();
  };

  async function share() {
    if (typeof navigator.share !== 'function') {
      setMenu((open) => !open);
      return;
    }
    try {
      await navigator.share({ title, text: excerpt, url: window.location.href });
    } catch (error) {
      // SPEC: sharing errors are only logged (a dismissed share sheet is not an error at all).
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('[blog] share failed', error);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setToast(t('linkCopied'));
    } catch (error) {
      console.error('[blog] copy failed', error);
    }
    close();
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
      <div
        ref={rootRef}
        className="relative"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menu) {
            event.preventDefault();
            close();
          }
        }}
        onBlur={(event) => {
          if (menu && !rootRef.current?.contains(event.relatedTarget as Node | null)) setMenu(false);
        }}
      >
        <button
          ref={shareRef}
          type="button"
          aria-label={t('share')}
          title={t('share')}
          aria-expanded={menu}
          aria-controls={menu ? menuId : undefined}
          onClick={share}
          className={button}
        >
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
        {menu && (
          <ul
            id={menuId}
            data-testid="share-menu"
            className="absolute top-full right-0 z-30 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <li>
              <a
                data-share-item=""
                href={`https://wa.me/?text=${encodeURIComponent(`${title} ${window.location.href}`)}`}
                target="_blank"
                rel="noopener noreferrer"
                // Closed after the click has opened the chat (the link leaves the page with the menu).
                onClick={() => window.setTimeout(close)}
                className={ITEM}
              >
                {t('shareWhatsApp')}
                <span className="sr-only"> {t('opensNewTab')}</span>
              </a>
            </li>
            <li>
              <button type="button" data-share-item="" onClick={copy} className={ITEM}>
                {t('copyLink')}
              </button>
            </li>
          </ul>
        )}
      </div>
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
        {toast && <p className="rounded-lg bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg">{toast}</p>}
      </div>
    </div>
  );
}
