'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { INQUIRY_STATUSES, type InquiryStatus } from '@/lib/inquiries/contract';

// The detail page's controls. Each calls its server action (locale bound by the page) and shows the
// translated answer; the action's refresh() brings the new status/notes and the sidebar badge.

type InquiryActionResult = ActionResult<null, 'status' | 'body' | 'tracking'>;
export type Action = (prev: InquiryActionResult | null, form: FormData) => Promise<InquiryActionResult>;

export function useSubmit(action: Action, onDone?: (result: InquiryActionResult) => void) {
  const [pending, start] = useTransition();
  const [result, setResult] = useState<InquiryActionResult | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const answer = await action(null, form);
      setResult(answer);
      onDone?.(answer);
    });
  };
  return { pending, result, submit };
}

export function Feedback({ result, id }: { result: InquiryActionResult | null; id: string }) {
  if (!result) return <p id={id} role="status" className="sr-only" />;
  return result.ok ? (
    <p id={id} role="status" data-testid="inquiry-action-ok" className="text-sm font-medium text-emerald-800">
      {result.message}
    </p>
  ) : (
    <p id={id} role="alert" data-testid="inquiry-action-error" className="text-sm font-medium text-red-800">
      {result.formError}
    </p>
  );
}

export const button = 'min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-600 disabled:opacity-60';

export function StatusForm({ id, status, action }: { id: number; status: InquiryStatus; action: Action }) {
  const t = useTranslations('AdminInquiries');
  const [value, setValue] = useState(status);
  const { pending, result, submit } = useSubmit(action);
  return (
    <form onSubmit={submit} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <label htmlFor="inquiry-status" className="block text-sm font-medium text-slate-700">
        {t('detail.statusLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="inquiry-status"
          name="status"
          value={value}
          onChange={(e) => setValue(e.target.value as InquiryStatus)}
          className="min-h-11 min-w-40 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
        >
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={pending || value === status} className={button}>
          {pending ? t('detail.saving') : t('detail.saveStatus')}
        </button>
      </div>
      <Feedback result={result} id="inquiry-status-feedback" />
    </form>
  );
}

export function NoteForm({ id, max, action }: { id: number; max: number; action: Action }) {
  const t = useTranslations('AdminInquiries.detail');
  const [body, setBody] = useState('');
  const { pending, result, submit } = useSubmit(action, (answer) => {
    if (answer.ok) setBody('');
  });
  const error = result && !result.ok ? (result.fieldErrors?.body ?? result.formError) : undefined;
  return (
    <form onSubmit={submit} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <label htmlFor="inquiry-note" className="block text-sm font-medium text-slate-700">
        {t('noteLabel')}
      </label>
      <textarea
        id="inquiry-note"
        name="body"
        rows={3}
        maxLength={max}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={t('notePlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="inquiry-note-hint inquiry-note-feedback"
        className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900"
      />
      <p id="inquiry-note-hint" className="text-xs text-slate-600">
        {t('noteHint', { max })}{' '}
        <span className="tabular-nums">
          ({body.length}/{max})
        </span>
      </p>
      <button type="submit" disabled={pending} className={button}>
        {pending ? t('saving') : t('addNote')}
      </button>
      <Feedback result={result} id="inquiry-note-feedback" />
    </form>
  );
}

export function MarkUnreadButton({ id, action }: { id: number; action: Action }) {
  const t = useTranslations('AdminInquiries.detail');
  const { pending, result, submit } = useSubmit(action);
  return (
    <form onSubmit={submit}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        {t('markUnread')}
      </button>
      {result && !result.ok && <Feedback result={result} id="inquiry-unread-feedback" />}
    </form>
  );
}

/**
 * Rendered only by the request that marked the inquiry read: the admin layout (kept across client
 * navigations) still shows the old unread count, so refresh it once. The refreshed page no longer
 * renders this component (read_at is set), so it cannot loop.
 */
export function RefreshAfterRead() {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    router.refresh();
  }, [router]);
  return null;
}
