'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { SelectInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import { ROLES, type Role } from '@/lib/auth/roles';
import { DialogActions } from '../dialog-actions';
import { AddMemberForm, type Submit } from './add-member-form';

type Row = { id: string; email: string; role: Role; lastSignIn: string | null; twoFactor: 'off' | 'on'; self: boolean };
type Write = (state: unknown, form: FormData) => Promise<ActionResult<unknown, string>>;

/** The Team screen: the list (a table on desktop, cards on a phone), add, change role, remove. */
export function TeamScreen({ rows, add, changeRole, remove }: { rows: Row[]; add: Submit; changeRole: Write; remove: Write }) {
  const t = useTranslations('adminTeam');
  const tr = useTranslations('admin.roles');
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [pending, start] = useTransition();

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
                </td>
                <td className="px-4 py-3 max-md:block max-md:p-0">
                  <button
                    type="button"
                    onClick={() => setRemoving(row)}
                    aria-label={`${t('remove')} ${row.email}`}
                    className="min-h-11 rounded-xl px-3 text-sm font-semibold text-red-700 ring-1 ring-red-300"
                  >
                    {t('remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AddMemberForm submit={add} onAdded={() => router.refresh()} />
      {removing ? (
        <RemoveDialog
          row={removing}
          submit={remove}
          onClose={() => setRemoving(null)}
          onDone={(text) => {
            setRemoving(null);
            setMessage({ ok: true, text });
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function RemoveDialog({ row, submit, onClose, onDone }: { row: Row; submit: Write; onClose: () => void; onDone: (text: string) => void }) {
  const t = useTranslations('adminTeam');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const answer = await submit(null, form);
      if (answer.ok) onDone(answer.message ?? '');
      else setError(answer.formError ?? null);
    });
  }
  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} className="max-w-[30rem]">
      <form onSubmit={onSubmit} className="space-y-4 p-5" data-testid="team-remove-form">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t('removeDialog.title', { email: row.email })}
        </h2>
        <input type="hidden" name="id" value={row.id} />
        <p className="text-sm text-slate-700">{t('removeDialog.body')}</p>
        <DialogActions
          error={error}
          cancelLabel={t('removeDialog.cancel')}
          submitLabel={t('removeDialog.confirm')}
          onCancel={onClose}
          pending={pending}
          danger
        />
      </form>
    </Dialog>
  );
}
