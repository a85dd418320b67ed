'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { BlogMediaItem, MediaPage } from '@/lib/blog/media/store';
import type { MediaActions } from './media-context';

type Props = {
  open: boolean;
  /** Counts the openings: each one loads the page again. */
  generation: number;
  onClose: () => void;
  onPick: (item: BlogMediaItem) => void;
  list: MediaActions['list'];
};

const pagerButton =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-500 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Earlier uploads, newest first, a page at a time; choosing one fills the field that opened it.
 * The shared Dialog traps focus, closes on Escape and gives focus back to the opening button.
 */
export function MediaLibraryDialog({ open, generation, onClose, onPick, list }: Props) {
  const t = useTranslations('editor.media');
  const format = useFormatter();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: MediaPage | 'failed' } | null>(null);
  // A new opening, page or retry asks again (the newest uploads: one may have been added since).
  const key = `${generation}:${page}:${attempt}`;

  useEffect(() => {
    if (!open) return;
    let live = true;
    list({ page }).then(
      (r) => live && setResult({ key, outcome: r.ok ? r.data : 'failed' }),
      () => live && setResult({ key, outcome: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, key, page, list]);

  const state: { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: MediaPage } =
    result?.key !== key ? { kind: 'loading' } : result.outcome === 'failed' ? { kind: 'failed' } : { kind: 'ready', data: result.outcome };

  const nameOf = (item: BlogMediaItem) =>
    item.originalName || t('unnamed', { date: format.dateTime(new Date(item.createdAt), { dateStyle: 'medium' }) });

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId}>
      <div className="grid gap-4 p-4 sm:p-6" data-testid="media-library">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {t('title')}
            </h2>
            <p className="text-sm text-slate-600">{t('intro')}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-xl hover:bg-slate-50"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {state.kind === 'loading' && <Spinner label={t('loading')} className="justify-self-center text-brand-600" />}
        {state.kind === 'failed' && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            {t('loadFailed')}
            <button type="button" className={pagerButton} onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </div>
        )}
        {state.kind === 'ready' && state.data.items.length === 0 && <p className="text-sm text-slate-600">{t('empty')}</p>}
        {state.kind === 'ready' && state.data.items.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {state.data.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(item)}
                  aria-label={t('use', { name: nameOf(item) })}
                  className="group grid w-full gap-1 rounded-lg p-1 text-start ring-1 ring-slate-200 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small admin thumbnail of our own storage */}
                  <img
                    src={item.url}
                    alt=""
                    width={item.width}
                    height={item.height}
                    loading="lazy"
                    className="aspect-square w-full rounded-md bg-slate-100 object-cover"
                  />
                  <span className="truncate text-xs text-slate-700">{nameOf(item)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {state.kind === 'ready' && state.data.pageCount > 1 && (
          <nav aria-label={t('title')} className="flex flex-wrap items-center justify-between gap-2">
            <button type="button" className={pagerButton} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('previous')}
            </button>
            <span className="text-sm text-slate-700" aria-live="polite">
              {t('pageOf', { page: state.data.page, count: state.data.pageCount })}
            </span>
            <button type="button" className={pagerButton} disabled={page >= state.data.pageCount} onClick={() => setPage((p) => p + 1)}>
              {t('next')}
            </button>
          </nav>
        )}
      </div>
    </Dialog>
  );
}
