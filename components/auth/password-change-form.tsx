'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { firstIssueMessage, passwordChangeSchema } from '@/lib/auth/schemas';
import { PasswordField } from './password-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof EMPTY;
const SUCCESS_VISIBLE_MS = 3000;

/** SPEC 5/8 password change: the shared schema first, then POST /api/auth/password. */
export function PasswordChangeForm() {
  const t = useTranslations('settings');
  const locale = useLocale();
  const [values, setValues] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function update(name: keyof Fields) {
    return (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setError(null); // SPEC: the error clears on typing
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    const parsed = passwordChangeSchema(t).safeParse(values);
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/auth/password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, locale }),
      });
      const data = (await response.json().catch(() => null)) as { ok: boolean; message?: string } | null;
      if (response.ok && data?.ok) {
        setValues(EMPTY);
        setSuccess(t('success'));
      } else {
        setError(data?.message || t('failed'));
      }
    } catch {
      setError(t('unexpected'));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Fields, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={`settings-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={update(name)}
      autoComplete={autoComplete}
      showLabel={t('showField', { field: label })}
      hideLabel={t('hideField', { field: label })}
      hint={hint}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {success ? (
          <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {success}
          </p>
        ) : null}
      </div>
      {field('currentPassword', t('currentPassword'), 'current-password')}
      {field('newPassword', t('newPassword'), 'new-password', t('passwordRule'))}
      {field('confirmPassword', t('confirmPassword'), 'new-password')}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white transition hover:bg-brand-600 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
