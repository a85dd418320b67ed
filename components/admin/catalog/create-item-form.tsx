'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { CompletionChecklist } from './completion-checklist';
import { ItemFields, type FieldErrors, type ItemDraft } from './item-fields';
import { itemFormData, ItemPhotosSection, saveItemForm, useItemPhotos, useSaveContext, type ItemAction } from './item-photos';
import { fieldDrafts } from '@/lib/product-fields/registry';
import { newSpecRow } from './spec-rows';
import { UploadProgress } from './upload-progress';

const BANNER_MS = 3000;

/** What the banner after a save needs: the new product's id, its name and the server's message. */
export type SavedItem = { id: number; name: string; message: string; slugs?: Record<string, string> };

type Props = {
  categories: Array<{ id: number; name: string }>;
  action: ItemAction;
  /** Called a moment after a save: the parent remounts the form (a clean reset). */
  onReset: () => void;
  /** The parent shows the banner (it outlives the reset). */
  onSaved: (saved: SavedItem) => void;
  /** A new save starts: the previous banner goes. */
  onSaving: () => void;
};

/** Add New Product (SPEC 'Add New Product'). Everything typed survives a failure. */
export function CreateItemForm({ categories, action, onReset, onSaved, onSaving }: Props) {
  const t = useTranslations('adminCatalog');
  const [draft, setDraft] = useState<ItemDraft>(() => ({
    categoryId: '',
    itemName: '',
    itemCode: '',
    description: '',
    specs: [newSpecRow()],
    fields: fieldDrafts(),
  }));
  const photos = useItemPhotos();
  const { mainPhoto, gallery, files } = photos;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [pending, startTransition] = useTransition();
  const saveContext = useSaveContext(t('errors.fixFields'));

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onReset, BANNER_MS);
    return () => clearTimeout(timer);
  }, [success, onReset]);

  const canSave = draft.itemName.trim() !== '' && draft.categoryId !== '' && !pending && !success;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const build = (tokens: Map<File, string>) => {
      const form = itemFormData(draft, photos, tokens);
      for (const g of gallery) if (g.file) form.append('gallery', tokens.get(g.file) ?? '');
      return form;
    };
    setFormError(null);
    onSaving();
    startTransition(async () => {
      const result = await saveItemForm(action, photos, build, saveContext);
      if (result.ok) {
        setErrors({});
        setSuccess(true);
        onSaved({ id: result.data.id, slugs: result.data.slugs, name: draft.itemName.trim(), message: result.message ?? t('saved') });
      } else {
        setErrors(result.fieldErrors ?? {});
        setFormError(result.formError ?? null);
      }
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" aria-busy={pending}>
      <div className="space-y-6">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <ItemFields draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} categories={categories} errors={errors} />
        </section>
        <ItemPhotosSection photos={photos} errors={errors} setErrors={setErrors} />
      </div>
      <aside className="space-y-4 lg:sticky lg:top-6 lg:self-start">
        <CompletionChecklist category={draft.categoryId !== ''} name={draft.itemName.trim() !== ''} mainPhoto={mainPhoto !== null} />
        <div aria-live="polite" className="space-y-3">
          {formError ? (
            <p role="alert" data-testid="save-error" className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
              {formError}
            </p>
          ) : null}
          {pending ? <UploadProgress files={files} /> : null}
        </div>
        <button
          type="submit"
          disabled={!canSave}
          className="w-full rounded-xl bg-teal-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {pending ? t('form.saving') : t('form.save')}
        </button>
      </aside>
    </form>
  );
}
