'use client';

import { useState, type FormEvent } from 'react';
import { FieldLabel, TextInput } from '@/components/ui/field';
import { loginInputProblem } from '@/lib/auth/login-check';
import type { LoginMessageKey } from '@/lib/auth/schemas';

/** The form's strings, translated on the server. `failed` keeps its `{message}` placeholder. */
export type LoginFormLabels = Record<LoginMessageKey | 'email' | 'password' | 'submit' | 'submitting' | 'failed' | 'unexpected', string>;

type LoginResponse = { ok: true; redirectTo: string } | { ok: false; code?: string; message?: string };

/**
 * Posts to /api/auth/login. Without JavaScript the same form posts normally and the handler
 * redirects; with it, the failure stays in the page (role=alert, never a browser alert).
 * No next-intl or zod in the browser (the sign-in page's JS budget): strings come as props and the
 * input is checked by loginInputProblem, the route handler still parses it with loginSchema.
 */
export function LoginForm({
  initialError,
  returnPath,
  locale,
  labels,
}: {
  initialError?: string;
  returnPath?: string;
  locale: string;
  labels: LoginFormLabels;
}) {
  const t = (key: keyof LoginFormLabels, values?: { message: string }) =>
    values ? labels[key].replace('{message}', values.message) : labels[key];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const problem = loginInputProblem(input);
    if (problem) {
      setError(t('failed', { message: t(problem) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: input.email.trim(), password: input.password, locale, next: returnPath }),
      });
      const data = (await response.json().catch(() => ({ ok: false }))) as LoginResponse;
      if (data.ok) {
        // A full navigation, so every server component sees the new session cookie.
        window.location.assign(data.redirectTo);
        return;
      }
      const message = data.message ?? t('unexpected');
      setError(response.status === 429 || response.status === 503 ? message : t('failed', { message }));
    } catch {
      setError(t('failed', { message: t('unexpected') }));
    }
    setBusy(false);
  }

  return (
    <form method="post" action="/api/auth/login" onSubmit={onSubmit} noValidate={false} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      {/* The admin page to return to (checked again on the server: same-site admin paths only). */}
      {returnPath ? <input type="hidden" name="next" value={returnPath} /> : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div>
        <FieldLabel look="auth" htmlFor="login-email">
          {t('email')}
        </FieldLabel>
        <TextInput
          look="auth"
          className="mt-1 px-3"
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          onInput={() => setError(null)}
        />
      </div>
      <div>
        <FieldLabel look="auth" htmlFor="login-password">
          {t('password')}
        </FieldLabel>
        <TextInput
          look="auth"
          className="mt-1 px-3"
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          onInput={() => setError(null)}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-600 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
