'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DeleteTaxonomyDialog, MergeTagDialog } from './taxonomy-confirm-dialogs';
import { TaxonomyFormDialog, type Submit, type TaxonomyKind, type TaxonomyValue } from './taxonomy-form-dialog';

export type TaxonomyActions = { save: Submit; remove: Submit; merge: Submit };
type Open =
  | { dialog: 'form'; kind: TaxonomyKind; row: TaxonomyValue | null }
  | { dialog: 'delete'; kind: TaxonomyKind; row: TaxonomyValue }
  | { dialog: 'merge'; row: TaxonomyValue }
  | null;

/**
 * Blog categories and tags on one screen, a section each: create, edit (names, slug, colour),
 * delete (the dialog says how many posts lose it) and, for tags, merge. After a write the server
 * data is read again (router.refresh); the post editor reads the lists fresh on every visit.
 */
export function TaxonomyScreen({
  categories,
  tags,
  actions,
}: {
  categories: TaxonomyValue[];
  tags: TaxonomyValue[];
  actions: TaxonomyActions;
}) {
  const t = useTranslations('adminTaxonomy');
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState('');
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    setStatus(message);
    router.refresh();
  };
  const button = 'min-h-11 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50';

  const section = (kind: TaxonomyKind, rows: TaxonomyValue[]) => (
    <section aria-labelledby={`taxonomy-${kind}`} className="space-y-3" data-testid={`taxonomy-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`taxonomy-${kind}`} className="text-lg font-bold text-slate-900">
          {kind === 'category' ? t('categories') : t('tags')}
        </h2>
        <button
          type="button"
          onClick={() => setOpen({ dialog: 'form', kind, row: null })}
          className="min-h-11 rounded-xl bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
        >
          + {kind === 'category' ? t('addCategory') : t('addTag')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {rows.map((row) => (
            <li key={row.id} data-taxonomy-slug={row.slug} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              {row.color ? (
                <span aria-hidden="true" className="size-4 shrink-0 rounded-full" style={{ backgroundColor: row.color }} />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{row.name}</p>
                <p className="text-xs text-slate-600">
                  {[`/${row.slug}`, row.nameId && `ID: ${row.nameId}`, row.nameZh && `中文: ${row.nameZh}`].filter(Boolean).join(' · ')}
                </p>
              </div>
              <span className="text-sm text-slate-700">{t('posts', { count: row.postCount })}</span>
              <div className="flex w-full flex-wrap justify-end gap-1 sm:w-auto">
                <button
                  type="button"
                  className={button}
                  onClick={() => setOpen({ dialog: 'form', kind, row })}
                  aria-label={t('editLabel', { name: row.name })}
                >
                  {t('edit')}
                </button>
                {kind === 'tag' && rows.length > 1 && (
                  <button
                    type="button"
                    className={button}
                    onClick={() => setOpen({ dialog: 'merge', row })}
                    aria-label={t('mergeLabel', { name: row.name })}
                  >
                    {t('merge')}
                  </button>
                )}
                <button
                  type="button"
                  className={`${button} text-red-700`}
                  onClick={() => setOpen({ dialog: 'delete', kind, row })}
                  aria-label={t('deleteLabel', { name: row.name })}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm text-slate-600">{t('intro')}</p>
      <p role="status" aria-live="polite" className="text-sm font-medium text-teal-800" data-testid="taxonomy-status">
        {status}
      </p>
      {section('category', categories)}
      {section('tag', tags)}
      {open?.dialog === 'form' && (
        <TaxonomyFormDialog
          key={open.row?.id ?? `new-${open.kind}`}
          kind={open.kind}
          initial={open.row}
          onClose={close}
          onDone={done}
          submit={actions.save}
        />
      )}
      {open?.dialog === 'delete' && (
        <DeleteTaxonomyDialog key={open.row.id} kind={open.kind} row={open.row} onClose={close} onDone={done} submit={actions.remove} />
      )}
      {open?.dialog === 'merge' && (
        <MergeTagDialog
          key={open.row.id}
          row={open.row}
          others={tags.filter((x) => x.id !== open.row.id)}
          onClose={close}
          onDone={done}
          submit={actions.merge}
        />
      )}
    </div>
  );
}
