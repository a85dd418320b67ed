'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/actions/result';
import type { HistoryEntry } from '@/lib/history/panel';

// The confirm step of a restore, on the shared modal Dialog (focus trapped, Escape closes, focus
// returns to the Restore button). A refusal is shown here and changes nothing; a success reloads
// the page so the editor and the panel show the restored version.

type Props = {
  revision: HistoryEntry;
  entity: 'post' | 'item' | 'home';
  when: string;
  author: string;
  onClose: () => void;
  restore: (revisionId: number) => Promise<ActionResult<{ slug?: string }>>;
};

export function RestoreDialog({ revision, entity, when, author, onClose, restore }: Props) {
  const t = useTranslations('revisions');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const result = await restore(revision.id);
      if (!result.ok) {
        setError(result.formError ?? t('errors.failed'));
        setBusy(false);
        return;
      }
      setDone([result.title ?? t('restored'), result.message].filter(Boolean).join(' '));
      window.location.reload();
    } catch {
      setError(t('errors.failed'));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} labelledBy="restore-title" className="max-w-md">
      <div className="p-6">
        <h2 id="restore-title" className="text-lg font-semibold text-slate-900">
          {t('confirmTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('confirmBody', { id: revision.id, when, author })}</p>
        {entity === 'post' && <p className="mt-1 text-sm text-slate-500">{t('confirmPost')}</p>}
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        )}
        {done && (
          <p role="status" className="mt-3 rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
            {done}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            autoFocus
            onClick={onClose}
            disabled={busy}
            className="rounded-lg px-4 py-2 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            className="rounded-lg bg-teal-800 px-4 py-2 font-semibold text-white hover:bg-teal-900 disabled:opacity-60"
          >
            {busy ? t('restoring') : t('confirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
