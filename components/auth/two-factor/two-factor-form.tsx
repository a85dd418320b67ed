'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FieldLabel, TextInput } from '@/components/ui/field';

export type TwoFactorIntent = 'verify' | 'enrol' | 'recovery-codes' | 'disable';
export type TwoFactorField = { name: 'code' | 'recoveryCode' | 'password'; label: string };

type Answer = { ok: true; redirectTo: string; recoveryCodes?: string[] } | { ok: false; message?: string };

export type TwoFactorFormLabels = {
  submit: string;
  working: string;
  unexpected: string;
  recoveryTitle: string;
  recoveryShownOnce: string;
  continue: string;
};

/**
 * One step of two-factor sign-in, posted to /api/auth/two-factor. Without JavaScript it is a plain
 * form (the handler answers with a 303); with it, an error stays in the page, is announced
 * (role=alert) and focus returns to the field, and fresh recovery codes are shown here once.
 */
export function TwoFactorForm({
  intent,
  field,
  locale,
  labels,
  initialError,
  id,
}: {
  intent: TwoFactorIntent;
  field: TwoFactorField;
  locale: string;
  labels: TwoFactorFormLabels;
  initialError?: string;
  id: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [codes, setCodes] = useState<{ list: string[]; next: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${id}-${field.name}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(field.name) ?? '');
    setBusy(true);
    setError(null);
    let answer: Answer = { ok: false };
    try {
      const response = await fetch('/api/auth/two-factor', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ intent, locale, [field.name]: value }),
      });
      answer = (await response.json().catch(() => ({ ok: false }))) as Answer;
    } catch {
      // answered below as unexpected
    }
    setBusy(false);
    if (answer.ok && answer.recoveryCodes) {
      setCodes({ list: answer.recoveryCodes, next: answer.redirectTo });
      return;
    }
    if (answer.ok) {
      // A full navigation, so every server component sees the session's new state.
      window.location.assign(answer.redirectTo);
      return;
    }
    setError(answer.message ?? labels.unexpected);
    input.current?.focus();
    input.current?.select();
  }

  if (codes) {
    return (
      <section aria-labelledby={`${id}-codes-heading`} data-testid="recovery-codes" className="space-y-3">
        <h2 id={`${id}-codes-heading`} tabIndex={-1} ref={(h) => h?.focus()} className="text-lg font-semibold text-slate-900">
          {labels.recoveryTitle}
        </h2>
        <p className="text-sm text-slate-700">{labels.recoveryShownOnce}</p>
        <ol className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200">
          {codes.list.map((c) => (
            <li key={c} data-recovery-code={c}>
              {c}
            </li>
          ))}
        </ol>
        <a href={codes.next} className="inline-block rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-600">
          {labels.continue}
        </a>
      </section>
    );
  }

  const isCode = field.name === 'code';
  return (
    <form
      method="post"
      action="/api/auth/two-factor"
      onSubmit={onSubmit}
      className="space-y-4"
      data-testid={`two-factor-${intent}-${field.name}`}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="locale" value={locale} />
      <div>
        <FieldLabel look="auth" htmlFor={inputId}>
          {field.label}
        </FieldLabel>
        <TextInput
          ref={input}
          look="auth"
          className="mt-1 px-3 font-mono tracking-widest"
          id={inputId}
          name={field.name}
          type={field.name === 'password' ? 'password' : 'text'}
          required
          autoFocus={Boolean(initialError)}
          error={error}
          autoComplete={isCode ? 'one-time-code' : field.name === 'password' ? 'current-password' : 'off'}
          inputMode={isCode ? 'numeric' : undefined}
          pattern={isCode ? '[0-9 ]{6,7}' : undefined}
          maxLength={isCode ? 7 : 64}
          onInput={() => setError(null)}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-600 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? labels.working : labels.submit}
      </button>
    </form>
  );
}
