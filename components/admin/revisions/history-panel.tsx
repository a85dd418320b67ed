'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useBrowserZone } from '@/components/admin/blog/use-browser-zone';
import type { ActionResult } from '@/lib/actions/result';
import type { HistoryEntry, RevisionList } from '@/lib/history/panel';
import { ChangeLines } from './change-lines';
import { RestoreDialog } from './restore-dialog';

// The History panel of the post editor and Edit Item. Nothing is loaded until the admin
// opens it (the editor's first paint stays as it was); a restore reloads the page so the editor
// shows the restored content.

type List = RevisionList;

type Props<ID extends string | number> = {
  entity: 'post' | 'item' | 'home';
  id: ID;
  /** REVISIONS_KEEP, for the intro. */
  keep: number;
  /** Server actions with the locale bound (lib/blog/admin/actions.ts, lib/catalog/actions.ts, lib/home/actions.ts). */
  listAction: (input: { id: ID }) => Promise<ActionResult<List>>;
  restoreAction: (input: { id: ID; revisionId: number }) => Promise<ActionResult<{ slug?: string }>>;
};

export function HistoryPanel<ID extends string | number>({ entity, id, keep, listAction, restoreAction }: Props<ID>) {
  const t = useTranslations('revisions');
  const locale = useLocale();
  const zone = useBrowserZone();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; list: List }>({
    kind: 'idle',
  });
  const [confirming, setConfirming] = useState<HistoryEntry | null>(null);

  async function fetchList() {
    setState({ kind: 'loading' });
    try {
      const result = await listAction({ id });
      setState(result.ok ? { kind: 'ready', list: result.data } : { kind: 'error', message: result.formError ?? t('errors.loadFailed') });
    } catch {
      setState({ kind: 'error', message: t('errors.loadFailed') });
    }
  }

  function toggle() {
    const next = !open;
    setOpen(next);
    // Fetched on every opening: a save since the last one added a version.
    if (next && state.kind !== 'loading') void fetchList();
  }

  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
  const author = (email: string) => (email === 'system' ? t('system') : email);

  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="history-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${panelId}-title`} className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-teal-800 ring-1 ring-teal-700/30 hover:bg-teal-50"
        >
          {open ? t('hide') : t('show')}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        <p className="mt-2 text-sm text-slate-600">{t('intro', { keep })}</p>
        {state.kind === 'loading' && (
          <p role="status" className="mt-4 text-sm text-slate-600">
            {t('loading')}
          </p>
        )}
        {state.kind === 'error' && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {state.message}
          </p>
        )}
        {state.kind === 'ready' && state.list.rows.length === 0 && <p className="mt-4 text-sm text-slate-600">{t('empty')}</p>}
        {state.kind === 'ready' && state.list.rows.length > 0 && (
          <ol className="mt-4 space-y-4" data-testid="revision-list">
            {state.list.rows.map((row, index) => {
              const { changes } = row;
              return (
                <li key={row.id} className="rounded-xl border border-slate-200 p-4" data-testid="revision">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-medium text-slate-900">
                        {t('versionLabel', { id: row.id })} · {t(`kinds.${row.kind}`, { from: row.restoredFrom ?? '' })}
                        {index === 0 && (
                          <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                            {t('current')}
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-slate-600">{t('byAt', { author: author(row.authorEmail), when: when(row.createdAt) })}</p>
                    </div>
                    {index > 0 && (
                      <button
                        type="button"
                        onClick={() => setConfirming(row)}
                        aria-label={t('restoreLabel', { id: row.id })}
                        className="rounded-lg bg-teal-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-900"
                      >
                        {t('restore')}
                      </button>
                    )}
                  </div>
                  {changes === null ? (
                    <p className="mt-2 text-sm text-slate-500">{t('firstVersion')}</p>
                  ) : changes.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-500">{t('noChanges')}</p>
                  ) : (
                    <ChangeLines changes={changes} names={state.list.names} formatDate={when} />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {confirming && (
        <RestoreDialog
          revision={confirming}
          entity={entity}
          when={when(confirming.createdAt)}
          author={author(confirming.authorEmail)}
          onClose={() => setConfirming(null)}
          restore={(revisionId) => restoreAction({ id, revisionId })}
        />
      )}
    </section>
  );
}
