'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useRouter } from 'next/navigation';

/**
 * Leaving with unsaved changes asks first: the browser's own prompt on reload/close
 * (beforeunload), and an in-page dialog for links inside the app.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useTranslations('editor.unsaved');
  const router = useRouter();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const leave = () => {
    const href = pendingHref;
    setPendingHref(null);
    // next/navigation's router: the href is already localised (it came from a rendered link).
    if (href) router.push(href);
  };

  return (
    <Dialog open={pendingHref !== null} onClose={() => setPendingHref(null)} labelledBy="unsaved-title" className="max-w-md">
      <div className="p-6" data-testid="unsaved-dialog">
        <h2 id="unsaved-title" className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('body')}</p>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setPendingHref(null)}
            className="min-h-10 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            {t('stay')}
          </button>
          <button
            type="button"
            onClick={leave}
            className="min-h-10 rounded-lg bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-600"
          >
            {t('leave')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** '?saved=created|scheduled' (set after creating a post) is shown once: a reload must not repeat it. */
export function useForgetSavedParam(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('saved')) return;
    url.searchParams.delete('saved');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
}
