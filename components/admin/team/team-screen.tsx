'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { SelectInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import { ROLES, type Role } from '@/lib/auth/roles';
import { AddMemberForm, type Submit } from './add-member-form';
import { TeamConfirmDialog } from './confirm-dialog';
import { TwoFactorPolicyForm } from './two-factor-policy-form';

type Row = { id: string; email: string; role: Role; lastSignIn: string | null; twoFactor: 'off' | 'on'; locked: boolean; self: boolean };
type Confirm = 'remove' | 'reset' | 'unlock';
type Write = (state: unknown, form: FormData) => Promise<ActionResult<unknown, string>>;

type Props = {
  rows: Row[];
  policy: Record<Role, boolean>;
  add: Submit;
  changeRole: Write;
  remove: Write;
  savePolicy: Write;
  resetTwoFactor: Write;
  unlock: Write;
};

/**
 * The Team screen: the list (a table on desktop, cards on a phone), add, change role, remove, reset
 * a colleague's two-factor, unlock a second step locked by wrong codes, and the per-role
 * two-factor requirement.
 */
export function TeamScreen({ rows, policy, add, changeRole, remove, savePolicy, resetTwoFactor, unlock }: Props) {
  const t = useTranslations('adminTeam');
  const tr = useTranslations('admin.roles');
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<{ row: Row; kind: Confirm } | null>(null);
  const [pending, start] = useTransition();

  const dialogTexts = (kind: Confirm) => ({
    body: t(`${kind}Dialog.body`),
    cancelLabel: t(`${kind}Dialog.cancel`),
    confirmLabel: t(`${kind}Dialog.confirm`),
    testId: `team-${kind}-form`,
  });
  const writeOf: Record<Confirm, Write> = { remove, reset: resetTwoFactor, unlock };

  function saveRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const answer = await changeRole(null, form);
      setMessage({ ok: answer.ok, text: (answer.ok ? answer.message : answer.formError) ?? '' });
      router.refresh();
    });
  }

  return (
    <div className="space-y-6">
      <div aria-live="polite">
        {message ? (
          <p
            role={message.ok ? 'status' : 'alert'}
            data-testid="team-message"
            className={`rounded-xl px-4 py-3 text-sm font-medium ${message.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm" data-testid="team-table">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase max-md:sr-only">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('columns.email')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.role')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.lastSignIn')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.twoFactor')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr
                key={row.id}
                data-testid="team-row"
                data-email={row.email}
                className="max-md:block max-md:space-y-2 max-md:px-4 max-md:py-4"
              >
                <td className="px-4 py-3 font-medium break-all text-slate-900 max-md:block max-md:p-0">
                  {row.email} {row.self ? <span className="text-slate-500">{t('you')}</span> : null}
                </td>
                <td className="px-4 py-3 max-md:block max-md:p-0">
                  <form onSubmit={saveRole} className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="id" value={row.id} />
                    <SelectInput
                      look="catalog"
                      name="role"
                      defaultValue={row.role}
                      aria-label={t('changeRole', { email: row.email })}
                      className="w-auto"
                      data-testid="team-role"
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {tr(role)}
                        </option>
                      ))}
                    </SelectInput>
                    <button
                      type="submit"
                      disabled={pending}
                      className="min-h-11 rounded-xl px-3 text-sm font-semibold text-teal-800 ring-1 ring-teal-700"
                    >
                      {t('saveRole')}
                    </button>
                  </form>
                </td>
                <td className="px-4 py-3 text-slate-700 max-md:block max-md:p-0">
                  <span className="md:sr-only">{t('columns.lastSignIn')}: </span>
                  {row.lastSignIn ?? t('never')}
                </td>
                <td className="px-4 py-3 text-slate-700 max-md:block max-md:p-0" data-testid="team-2fa">
                  <span className="md:sr-only">{t('columns.twoFactor')}: </span>
                  {t(`twoFactorState.${row.twoFactor}`)}
                  {row.locked ? (
                    <span className="mt-1 block font-medium text-red-800" data-testid="team-2fa-locked">
                      {t('secondStepLocked')}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 max-md:block max-md:p-0">
                  <div className="flex flex-wrap gap-2">
                    {row.locked ? (
                      <button
                        type="button"
                        onClick={() => setConfirming({ row, kind: 'unlock' })}
                        aria-label={`${t('unlock')} ${row.email}`}
                        className="min-h-11 rounded-xl px-3 text-sm font-semibold text-amber-800 ring-1 ring-amber-400"
                      >
                        {t('unlock')}
                      </button>
                    ) : null}
                    {row.twoFactor === 'on' && !row.self ? (
                      <button
                        type="button"
                        onClick={() => setConfirming({ row, kind: 'reset' })}
                        aria-label={`${t('resetTwoFactor')} ${row.email}`}
                        className="min-h-11 rounded-xl px-3 text-sm font-semibold text-amber-800 ring-1 ring-amber-400"
                      >
                        {t('resetTwoFactor')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      onClick={() => setConfirming({ row, kind: 'remove' })}
                      aria-label={`${t('remove')} ${row.email}`}
                      className="min-h-11 rounded-xl px-3 text-sm font-semibold text-red-700 ring-1 ring-red-300"
                    >
                      {t('remove')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AddMemberForm submit={add} onAdded={() => router.refresh()} />
      <TwoFactorPolicyForm policy={policy} submit={savePolicy} onSaved={() => router.refresh()} />
      {confirming ? (
        <TeamConfirmDialog
          key={`${confirming.kind}-${confirming.row.id}`}
          id={confirming.row.id}
          {...dialogTexts(confirming.kind)}
          title={t(`${confirming.kind}Dialog.title`, { email: confirming.row.email })}
          submit={writeOf[confirming.kind]}
          onClose={() => setConfirming(null)}
          onDone={(text) => {
            setConfirming(null);
            setMessage({ ok: true, text });
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
