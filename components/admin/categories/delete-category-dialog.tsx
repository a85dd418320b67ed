'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FieldLabel, SelectInput } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import { DialogActions } from '../dialog-actions';

type Row = { id: number; name: string; itemCount: number };
type Submit = (state: unknown, form: FormData) => Promise<ActionResult<unknown>>;

/**
 * Delete one category. With products in it, the dialog asks where they go; the server moves them
 * and deletes the category in one transaction (it re-counts, so a product added meanwhile is not
 * lost).
 */
export function DeleteCategoryDialog({
  open,
  row,
  others,
  onClose,
  onDone,
  submit,
}: {
  open: boolean;
  row: Row;
  others: Row[];
  onClose: () => void;
  onDone: (message: string) => void;
  submit: Submit;
}) {
  const t = useTranslations('adminCategories');
  const prefix = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const hasItems = row.itemCount > 0;

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
    <Dialog open={open} onClose={onClose} labelledBy={`${prefix}-title`} className="max-w-[30rem]">
      <form onSubmit={onSubmit} className="space-y-4 p-5" data-testid="delete-category-form">
        <h2 id={`${prefix}-title`} className="text-lg font-bold text-slate-900">
          {t('deleteDialog.title', { name: row.name })}
        </h2>
        <input type="hidden" name="id" value={row.id} />
        <p className="text-sm text-slate-700">
          {hasItems ? t('deleteDialog.hasItems', { count: row.itemCount }) : t('deleteDialog.empty')}
        </p>
        {hasItems ? (
          <div>
            <FieldLabel look="catalog" htmlFor={`${prefix}-move`}>
              {t('deleteDialog.moveTo')}
            </FieldLabel>
            <SelectInput look="catalog" id={`${prefix}-move`} name="moveTo" required defaultValue="">
              <option value="" disabled>
                {t('deleteDialog.choose')}
              </option>
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </SelectInput>
          </div>
        ) : (
          <input type="hidden" name="moveTo" value="" />
        )}
        <DialogActions
          error={error}
          cancelLabel={t('deleteDialog.cancel')}
          submitLabel={hasItems ? t('deleteDialog.confirmMove') : t('deleteDialog.confirm')}
          onCancel={onClose}
          pending={pending}
          danger
        />
      </form>
    </Dialog>
  );
}
