'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/actions/result';
import { DialogActions } from '../dialog-actions';

type Write = (state: unknown, form: FormData) => Promise<ActionResult<unknown, string>>;

/**
 * The Team screen's confirmations (remove an administrator, reset their two-factor): the texts,
 * then the action with the row's id; a refusal stays in the dialog, a success closes it.
 */
export function TeamConfirmDialog({
  id: rowId,
  title,
  body,
  cancelLabel,
  confirmLabel,
  testId,
  submit,
  onClose,
  onDone,
}: {
  id: string;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  testId: string;
  submit: Write;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const answer = await submit(null, form);
      if (answer.ok) onDone(answer.message ?? '');
      else setError(answer.formError ?? null);
    });
  }
  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} className="max-w-[30rem]">
      <form onSubmit={onSubmit} className="space-y-4 p-5" data-testid={testId}>
        <h2 id={`${id}-title`} className="text-lg font-bold break-words text-slate-900">
          {title}
        </h2>
        <input type="hidden" name="id" value={rowId} />
        <p className="text-sm text-slate-700">{body}</p>
        <DialogActions error={error} cancelLabel={cancelLabel} submitLabel={confirmLabel} onCancel={onClose} pending={pending} danger />
      </form>
    </Dialog>
  );
}
