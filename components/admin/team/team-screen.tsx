'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { SelectInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import { ROLES, type Role } from '@/lib/auth/roles';
import { AddMemberForm, type Delivery, type Submit } from './add-member-form';
import { TeamConfirmDialog } from './confirm-dialog';
import { LinkPanel, type ShownLink } from './link-panel';
import { RowActions } from './row-actions';
import { TwoFactorPolicyForm } from './two-factor-policy-form';

type Row = {
  id: string;
  email: string;
  role: Role;
  lastSignIn: string | null;
  twoFactor: 'off' | 'on';
  locked: boolean;
  self: boolean;
  /** The set-password link not used yet (pending, or expired), with its expiry as the owner reads it. */
  link: { state: 'pending' | 'expired'; date: string } | null;
};
type Confirm = 'remove' | 'reset' | 'unlock';
type Write = (state: unknown, form: FormData) => Promise<ActionResult<unknown, string>>;

type Props = {
  rows: Row[];
  policy: Record<Role, boolean>;
  add: Submit;
  /** A new set-password link for a row whose link is unused (lib/team/actions.ts newLinkAction). */
  newLink: Submit;
  delivery: Delivery;
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
export function TeamScreen({ rows, policy, add, newLink, delivery, changeRole, remove, savePolicy, resetTwoFactor, unlock }: Props) {
  const t = useTranslations('adminTeam');
  const tr = useTranslations('admin.roles');
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<{ row: Row; kind: Confirm } | null>(null);
  const [pending, start] = useTransition();
  const [shown, setShown] = useState<ShownLink | null>(null);
  // Bumped when a row makes a new link: the add form starts afresh, so no stale link stays shown there.
  const [addKey, setAddKey] = useState(0);

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

  // A new link replaces the unused one: e-mailed (the message says so) or shown here once.
  function renewLink(row: Row) {
    const form = new FormData();
    form.set('id', row.id);
    start(async () => {
      const answer = await newLink(null, form);
      setMessage({ ok: answer.ok, text: (answer.ok ? answer.message : answer.formError) ?? '' });
      const data = answer.ok ? answer.data : null;
      setShown(
        data?.link ? { link: data.link, email: data.email ?? row.email, hours: data.hours ?? 0, mailFailed: data.mailFailed } : null,
      );
      if (answer.ok) setAddKey((k) => k + 1);
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
      {shown ? <LinkPanel shown={shown} /> : null}
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
                  {row.email} {row.self ? <span className="text-slate-600">{t('you')}</span> : null}
                  {row.link ? (
                    <span
                      className="mt-1 block text-xs font-normal break-normal text-slate-600"
                      data-testid="team-link-state"
                      data-state={row.link.state}
                    >
                      {t(`linkState.${row.link.state}`, { date: row.link.date })}
                    </span>
                  ) : null}
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
                  <RowActions
                    email={row.email}
                    actions={[
                      !!row.link && {
                        label: t(delivery === 'mail' ? 'newLink.mail' : 'newLink.show'),
                        tone: 'teal',
                        onClick: () => renewLink(row),
                        disabled: pending,
                      },
                      row.locked && { label: t('unlock'), tone: 'amber', onClick: () => setConfirming({ row, kind: 'unlock' }) },
                      row.twoFactor === 'on' &&
                        !row.self && { label: t('resetTwoFactor'), tone: 'amber', onClick: () => setConfirming({ row, kind: 'reset' }) },
                      { label: t('remove'), tone: 'red', onClick: () => setConfirming({ row, kind: 'remove' }) },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AddMemberForm
        key={addKey}
        submit={add}
        delivery={delivery}
        onAdded={() => {
          setShown(null);
          router.refresh();
        }}
      />
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
