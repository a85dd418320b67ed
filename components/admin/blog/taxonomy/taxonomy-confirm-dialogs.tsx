'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldLabel, SelectInput } from '@/components/ui/field';
import type { Submit, TaxonomyKind, TaxonomyValue } from './taxonomy-form-dialog';
import { DialogActions } from '../../dialog-actions';

type Done = { onClose: () => void; onDone: (message: string) => void; submit: Submit };

/** The frame both confirmations share: a title, the body, an error line and the two buttons. */
function ConfirmForm({
  title,
  confirm,
  danger,
  children,
  onClose,
  onDone,
  submit,
}: Done & { title: string; confirm: string; danger?: boolean; children: ReactNode }) {
  const t = useTranslations('adminTaxonomy');
  const prefix = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const answer = await submit(null, form);
      if (answer.ok) onDone(answer.message ?? '');
      else setError(Object.values(answer.fieldErrors ?? {})[0] ?? answer.formError ?? null);
    });
  }
  return (
    <Dialog open onClose={onClose} labelledBy={`${prefix}-title`} className="max-w-[30rem]">
      <form onSubmit={onSubmit} className="space-y-4 p-5">
        <h2 id={`${prefix}-title`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children}
        <DialogActions
          error={error}
          cancelLabel={t('deleteDialog.cancel')}
          submitLabel={confirm}
          onCancel={onClose}
          pending={pending}
          danger={danger}
        />
      </form>
    </Dialog>
  );
}

/** Delete one category or tag; the body says how many posts lose it. */
export function DeleteTaxonomyDialog({ kind, row, ...done }: Done & { kind: TaxonomyKind; row: TaxonomyValue }) {
  const t = useTranslations('adminTaxonomy');
  return (
    <ConfirmForm {...done} danger title={t('deleteDialog.title', { name: row.name })} confirm={t('deleteDialog.confirm')}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={row.id} />
      <p className="text-sm text-slate-700" data-testid="delete-count">
        {t('deleteDialog.detach', { count: row.postCount })}
      </p>
    </ConfirmForm>
  );
}

/** Merge one tag into another chosen from the list. */
export function MergeTagDialog({ row, others, ...done }: Done & { row: TaxonomyValue; others: TaxonomyValue[] }) {
  const t = useTranslations('adminTaxonomy');
  const id = useId();
  return (
    <ConfirmForm {...done} title={t('mergeDialog.title', { name: row.name })} confirm={t('mergeDialog.confirm')}>
      <input type="hidden" name="from" value={row.id} />
      <p className="text-sm text-slate-700">{t('mergeDialog.body', { count: row.postCount, name: row.name })}</p>
      <div>
        <FieldLabel look="catalog" htmlFor={`${id}-into`}>
          {t('mergeDialog.into')}
        </FieldLabel>
        <SelectInput look="catalog" id={`${id}-into`} name="into" required defaultValue="">
          <option value="" disabled>
            {t('mergeDialog.choose')}
          </option>
          {others.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </SelectInput>
      </div>
    </ConfirmForm>
  );
}
