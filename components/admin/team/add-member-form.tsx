'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { FieldError, FieldHint, FieldLabel, SelectInput, TextInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import { ROLES } from '@/lib/auth/roles';
import { LinkPanel } from './link-panel';

// sent: the link went out by e-mail (SMTP), or Supabase sent its own invitation ('invite');
// link: shown here once (no SMTP, or mailFailed: the mail could not be sent).
type Added = { link?: string; email?: string; hours?: number; sent?: 'mail' | 'invite'; mailFailed?: boolean };
export type Submit = (state: unknown, form: FormData) => Promise<ActionResult<Added, string>>;
/** What adding does with the link: e-mails it (SMTP set up), shows it, or Supabase invites. */
export type Delivery = 'mail' | 'show' | 'invite';
const SUBMIT_LABEL = { mail: 'add.submitMail', show: 'add.submitShow', invite: 'add.submitInvite' } as const;

/** E-mail + role → the one-time set-password link, e-mailed or shown here once (it is not stored in clear). */
export function AddMemberForm({ submit, onAdded, delivery }: { submit: Submit; onAdded: () => void; delivery: Delivery }) {
  const t = useTranslations('adminTeam');
  const tr = useTranslations('admin.roles');
  const id = useId();
  const [pending, start] = useTransition();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<Added | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const form = new FormData(target);
    start(async () => {
      const answer = await submit(null, form);
      if (answer.ok) {
        setErrors({});
        setFormError(null);
        setAdded(answer.data);
        target.reset();
        onAdded();
      } else {
        setErrors(answer.fieldErrors ?? {});
        setFormError(answer.fieldErrors ? null : (answer.formError ?? null));
      }
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('add.title')}
      </h2>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-start"
        data-testid="team-add-form"
      >
        <div>
          <FieldLabel look="catalog" htmlFor={`${id}-email`}>
            {t('add.email')}
          </FieldLabel>
          <TextInput look="catalog" id={`${id}-email`} name="email" type="email" autoComplete="off" required error={errors.email} />
          <FieldError id={`${id}-email-error`} look="catalog" message={errors.email} />
        </div>
        <div>
          <FieldLabel look="catalog" htmlFor={`${id}-role`}>
            {t('add.role')}
          </FieldLabel>
          <SelectInput look="catalog" id={`${id}-role`} name="role" defaultValue="sales" error={errors.role} hintIds={[`${id}-role-hint`]}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {tr(role)}
              </option>
            ))}
          </SelectInput>
          <FieldError id={`${id}-role-error`} look="catalog" message={errors.role} />
          <FieldHint id={`${id}-role-hint`} look="catalog">
            {ROLES.map((role) => `${tr(role)}: ${t(`roleHelp.${role}`)}`).join(' · ')}
          </FieldHint>
        </div>
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white disabled:opacity-60 md:mt-6"
        >
          {t(SUBMIT_LABEL[delivery])}
        </button>
      </form>
      {formError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      {added?.link ? (
        <LinkPanel shown={{ link: added.link, email: added.email ?? '', hours: added.hours ?? 0, mailFailed: added.mailFailed }} />
      ) : null}
      {added?.sent ? (
        <p role="status" className="mt-4 rounded-xl bg-teal-50 p-4 text-sm text-slate-800 ring-1 ring-teal-200" data-testid="team-sent">
          {added.sent === 'invite'
            ? t('add.invitedBody', { email: added.email ?? '' })
            : t('add.mailedBody', { email: added.email ?? '', hours: added.hours ?? 0 })}
        </p>
      ) : null}
    </section>
  );
}
