'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { CategoryFormDialog, type CategoryNamesValue } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

export type CategoryRow = {
  id: number;
  name: string;
  nameId: string;
  nameZh: string;
  itemCount: number;
  slugs?: Record<AppLocale, string>;
};
type Submit = (state: unknown, form: FormData) => Promise<ActionResult<unknown>>;
export type CategoryActions = { create: Submit; rename: Submit; move: Submit; remove: Submit };

type Open = { kind: 'form'; row: CategoryNamesValue | null } | { kind: 'delete'; row: CategoryRow } | null;

/**
 * The Categories screen: the list in the menu's order with product counts, keyboard reordering
 * (Move up / Move down buttons), and the create, edit and delete dialogs. After each write the
 * page's server data is read again (router.refresh), so the counts and order are the database's.
 */
export function CategoriesScreen({ rows, actions }: { rows: CategoryRow[]; actions: CategoryActions }) {
  const t = useTranslations('adminCategories');
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState('');
  const [pending, start] = useTransition();

  function done(message: string) {
    setOpen(null);
    setStatus(message);
    router.refresh();
  }

  function move(id: number, direction: 'up' | 'down') {
    const form = new FormData();
    form.set('id', String(id));
    form.set('direction', direction);
    start(async () => {
      const answer = await actions.move(null, form);
      setStatus(answer.ok ? (answer.message ?? '') : (answer.formError ?? ''));
      router.refresh();
    });
  }

  const button = 'min-h-11 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{t('intro')}</p>
        <button
          type="button"
          onClick={() => setOpen({ kind: 'form', row: null })}
          className="min-h-11 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
        >
          + {t('add')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium text-teal-800" data-testid="categories-status">
        {status}
      </p>
      {rows.length === 0 ? (
        <p className="text-slate-600">{t('empty')}</p>
      ) : (
        <ol
          aria-label={t('listLabel')}
          className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
          aria-busy={pending}
        >
          {rows.map((row, i) => (
            <li key={row.id} data-category-id={row.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              <span className="w-6 text-right text-sm text-slate-500 tabular-nums" aria-hidden="true">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900" data-testid="category-name">
                  {row.name}
                </p>
                <p className="text-xs text-slate-600">
                  {[row.nameId && `ID: ${row.nameId}`, row.nameZh && `中文: ${row.nameZh}`].filter(Boolean).join(' · ')}
                </p>
              </div>
              <span className="text-sm text-slate-700" data-testid="category-count">
                {t('items', { count: row.itemCount })}
              </span>
              <div className="flex w-full flex-wrap justify-end gap-1 sm:w-auto">
                <button
                  type="button"
                  className={button}
                  disabled={pending || i === 0}
                  onClick={() => move(row.id, 'up')}
                  aria-label={t('moveUp', { name: row.name })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={button}
                  disabled={pending || i === rows.length - 1}
                  onClick={() => move(row.id, 'down')}
                  aria-label={t('moveDown', { name: row.name })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={button}
                  onClick={() => setOpen({ kind: 'form', row })}
                  aria-label={t('editLabel', { name: row.name })}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className={`${button} text-red-700`}
                  onClick={() => setOpen({ kind: 'delete', row })}
                  aria-label={t('deleteLabel', { name: row.name })}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {open?.kind === 'form' && (
        <CategoryFormDialog
          key={open.row?.id ?? 'new'}
          open
          initial={open.row}
          onClose={() => setOpen(null)}
          onDone={done}
          submit={open.row ? actions.rename : actions.create}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteCategoryDialog
          key={open.row.id}
          open
          row={open.row}
          others={rows.filter((r) => r.id !== open.row.id)}
          onClose={() => setOpen(null)}
          onDone={done}
          submit={actions.remove}
        />
      )}
    </div>
  );
}
