'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FieldLabel, TextInput } from '@/components/ui/field';
import { RecoveryCodes, type RecoveryCodeLabels } from './recovery-codes';

export type TwoFactorIntent = 'verify' | 'enrol' | 'recovery-codes' | 'disable';
export type TwoFactorField = { name: 'code' | 'recoveryCode' | 'password'; label: string };

type Answer = { ok: true; redirectTo: string; recoveryCodes?: string[] } | { ok: false; message?: string; field?: string | null };

export type TwoFactorFormLabels = RecoveryCodeLabels & {
  submit: string;
  working: string;
  unexpected: string;
};

/**
 * One step of two-factor sign-in, posted to /api/auth/two-factor: one field (a code) or, where the
 * step asks for re-authentication, the password and a code. Without JavaScript it is a plain form
 * (the handler answers with a 303); with it, an error stays in the page, is announced (role=alert)
 * under the field it concerns and focus returns there, and fresh recovery codes are shown here once.
 */
export function TwoFactorForm({
  intent,
  fields,
  locale,
  labels,
  initialError,
  id,
}: {
  intent: TwoFactorIntent;
  fields: TwoFactorField[];
  locale: string;
  labels: TwoFactorFormLabels;
  initialError?: string;
  id: string;
}) {
  const [busy, setBusy] = useState(false);
  const last = fields.at(-1)!.name;
  const [error, setError] = useState<{ field: string; message: string } | null>(
    initialError ? { field: last, message: initialError } : null,
  );
  const [codes, setCodes] = useState<{ list: string[]; next: string } | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((f) => [f.name, String(form.get(f.name) ?? '')]));
    setBusy(true);
    setError(null);
    let answer: Answer = { ok: false };
    try {
      const response = await fetch('/api/auth/two-factor', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ intent, locale, ...values }),
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
    const field = fields.find((f) => f.name === answer.field)?.name ?? last;
    setError({ field, message: answer.message ?? labels.unexpected });
    const input = inputs.current.get(field);
    input?.focus();
    input?.select();
  }

  if (codes) return <RecoveryCodes id={id} codes={codes.list} next={codes.next} labels={labels} />;

  return (
    <form
      method="post"
      action="/api/auth/two-factor"
      onSubmit={onSubmit}
      className="space-y-4"
      data-testid={`two-factor-${intent}-${fields.map((f) => f.name).join('-')}`}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="locale" value={locale} />
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const isCode = field.name === 'code';
        const message = error?.field === field.name ? error.message : null;
        return (
          <div key={field.name}>
            <FieldLabel look="auth" htmlFor={inputId}>
              {field.label}
            </FieldLabel>
            <TextInput
              ref={(element) => {
                if (element) inputs.current.set(field.name, element);
                else inputs.current.delete(field.name);
              }}
              look="auth"
              className={`mt-1 px-3 ${field.name === 'password' ? '' : 'font-mono tracking-widest'}`}
              id={inputId}
              name={field.name}
              type={field.name === 'password' ? 'password' : 'text'}
              required
              autoFocus={Boolean(initialError) && field.name === last}
              error={message}
              autoComplete={isCode ? 'one-time-code' : field.name === 'password' ? 'current-password' : 'off'}
              inputMode={isCode ? 'numeric' : undefined}
              pattern={isCode ? '[0-9 ]{6,7}' : undefined}
              maxLength={isCode ? 7 : field.name === 'password' ? undefined : 64}
              onInput={() => setError(null)}
            />
            {message ? (
              <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
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
