'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { ROLES, type Role } from '@/lib/auth/roles';

type Write = (state: unknown, form: FormData) => Promise<ActionResult<unknown, string>>;

/** "Require two-factor sign-in": one checkbox per role, saved together (lib/team/two-factor.ts). */
export function TwoFactorPolicyForm({ policy, submit, onSaved }: { policy: Record<Role, boolean>; submit: Write; onSaved: () => void }) {
  const t = useTranslations('adminTeam');
  const tr = useTranslations('admin.roles');
  const id = useId();
  const [pending, start] = useTransition();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const result = await submit(null, form);
      setAnswer({ ok: result.ok, text: (result.ok ? result.message : result.formError) ?? '' });
      if (result.ok) onSaved();
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('policy.title')}
      </h2>
      <form onSubmit={onSubmit} className="mt-3 space-y-3" data-testid="team-2fa-policy">
        <fieldset aria-describedby={`${id}-help`}>
          <legend className="text-sm font-medium text-slate-700">{t('policy.legend')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            {ROLES.map((role) => (
              <label key={role} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  name="required"
                  value={role}
                  defaultChecked={policy[role]}
                  className="size-5 rounded border-slate-400 accent-teal-700"
                />
                {tr(role)}
              </label>
            ))}
          </div>
        </fieldset>
        <p id={`${id}-help`} className="text-sm text-slate-600">
          {t('policy.help')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={pending}
            className="min-h-11 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white disabled:opacity-60"
          >
            {t('policy.save')}
          </button>
          <span aria-live="polite">
            {answer ? (
              <span
                role={answer.ok ? 'status' : 'alert'}
                data-testid="team-2fa-policy-message"
                className={`text-sm font-medium ${answer.ok ? 'text-emerald-800' : 'text-red-700'}`}
              >
                {answer.text}
              </span>
            ) : null}
          </span>
        </div>
      </form>
    </section>
  );
}
