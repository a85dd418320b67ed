'use client';

import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/actions/result';

// The owner's "Back up now": one press, a busy state while the archive is written, then the answer in
// words (made, or why not) in a live region. The list above it is re-rendered by the action.

type Submit = () => Promise<ActionResult<unknown>>;

export function BackupNowButton({ label, busy, submit }: { label: string; busy: string; submit: Submit }) {
  const [pending, start] = useTransition();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={pending}
        aria-busy={pending}
        data-testid="backup-now"
        onClick={() =>
          start(async () => {
            const result = await submit();
            setAnswer({ ok: result.ok, text: (result.ok ? result.message : result.formError) ?? '' });
          })
        }
        className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60"
      >
        {pending ? busy : label}
      </button>
      <p role="status" data-testid="backup-answer" className={`text-sm ${answer?.ok === false ? 'text-red-700' : 'text-slate-700'}`}>
        {answer?.text ?? ''}
      </p>
    </div>
  );
}
