'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { FieldError, FieldHint, FieldLabel, TextInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';

// The administrator's name and phone as their quotations give them to the buyer (PDF, buyer's
// page): saved with the server action handed in by the page.

type Save = (prev: null, form: FormData) => Promise<ActionResult<unknown>>;

export function SenderProfileForm({
  initial,
  save,
  limits,
}: {
  initial: { displayName: string; phone: string };
  save: Save;
  limits: { name: number; phone: number };
}) {
  const t = useTranslations('AdminQuotations.sender');
  const id = useId();
  const [pending, start] = useTransition();
  const [answer, setAnswer] = useState<ActionResult<unknown> | null>(null);
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => setAnswer(await save(null, form)));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="sender-profile-form">
      <div>
        <FieldLabel look="auth" htmlFor={`${id}-name`}>
          {t('name')}
        </FieldLabel>
        <TextInput
          look="auth"
          className="mt-1 px-3"
          id={`${id}-name`}
          name="displayName"
          defaultValue={initial.displayName}
          maxLength={limits.name}
          autoComplete="name"
          error={errors.displayName}
        />
        <FieldError id={`${id}-name-error`} look="auth" message={errors.displayName} />
      </div>
      <div>
        <FieldLabel look="auth" htmlFor={`${id}-phone`}>
          {t('phone')}
        </FieldLabel>
        <TextInput
          look="auth"
          className="mt-1 px-3"
          id={`${id}-phone`}
          name="phone"
          type="tel"
          defaultValue={initial.phone}
          maxLength={limits.phone}
          autoComplete="tel"
          error={errors.phone}
          hintIds={[`${id}-phone-hint`]}
        />
        <FieldHint id={`${id}-phone-hint`} look="auth">
          {t('phoneHint')}
        </FieldHint>
        <FieldError id={`${id}-phone-error`} look="auth" message={errors.phone} />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-600 disabled:opacity-70"
      >
        {t('save')}
      </button>
      <p role="status" aria-live="polite" className="text-sm font-medium text-emerald-800" data-testid="sender-profile-message">
        {answer?.ok ? answer.message : null}
      </p>
      {answer && !answer.ok && !answer.fieldErrors ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {answer.formError}
        </p>
      ) : null}
    </form>
  );
}
