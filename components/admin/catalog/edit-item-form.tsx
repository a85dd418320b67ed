'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import type { AdminItem } from '@/lib/catalog/admin-queries';
import type { ItemActionResult } from '@/lib/catalog/item-actions';
import { appendGalleryPlan } from './gallery-editor';
import { ItemFields, type FieldErrors, type ItemDraft } from './item-fields';
import { ItemSlugField } from './item-slug-field';
import { itemFormData, ItemPhotosSection, saveItemForm, useItemPhotos, useSaveContext, type ItemAction } from './item-photos';
import { fieldDrafts } from '@/lib/product-fields/registry';
import { newSpecRow } from './spec-rows';
import { UploadProgress } from './upload-progress';

type Props = {
  item: AdminItem;
  categories: Array<{ id: number; name: string }>;
  action: ItemAction;
  onResult: (result: ItemActionResult) => void;
  onDelete: () => void;
  deleting: boolean;
};

function draftOf(item: AdminItem): ItemDraft {
  return {
    categoryId: item.categoryId === null ? '' : String(item.categoryId),
    itemName: item.itemName,
    itemCode: item.itemCode,
    description: item.itemDescription,
    specs: item.specs.length ? item.specs.map((s) => ({ key: `s-${s.id}`, id: s.id, name: s.name, value: s.value })) : [newSpecRow()],
    fields: fieldDrafts(item.fields),
  };
}

/** SPEC 'Edit Item': every change, photos included, stays local until Update. */
export function EditItemForm({ item, categories, action, onResult, onDelete, deleting }: Props) {
  const t = useTranslations('adminCatalog');
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const photos = useItemPhotos(() => item.gallery.map((g) => ({ key: `g-${g.id}`, id: g.id, url: g.photoUrl })));
  const { gallery, files } = photos;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const saveContext = useSaveContext(t('updateFailed'));

  const removedCount = item.gallery.filter((g) => !gallery.some((e) => e.id === g.id)).length;
  const photoChanges = files.length + removedCount;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || deleting) return;
    if (draft.categoryId === '') {
      setErrors({ categoryId: t('errors.categoryRequired') });
      return;
    }
    // The slug fields are uncontrolled: read from the form element itself.
    const own = new FormData(event.currentTarget);
    const build = (tokens: Map<File, string>) => {
      const form = itemFormData(draft, photos, tokens);
      form.set('id', String(item.id));
      form.set('slug', String(own.get('slug') ?? ''));
      if (own.get('regenerateSlug')) form.set('regenerateSlug', 'on');
      appendGalleryPlan(form, gallery, tokens);
      return form;
    };
    startTransition(async () => {
      const result = await saveItemForm(action, photos, build, saveContext);
      setErrors(result.ok ? {} : (result.fieldErrors ?? {}));
      onResult(result);
    });
  }

  const busy = pending || deleting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" aria-busy={pending}>
      <div className="space-y-6">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <ItemFields draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} categories={categories} errors={errors} />
          <div className="mt-5">
            <ItemSlugField itemId={item.id} slug={item.slugs.en} error={errors.slug} locale="en" />
          </div>
        </section>
        <ItemPhotosSection
          photos={photos}
          errors={errors}
          setErrors={setErrors}
          current={{ main: item.mainPhotoUrl, hover: item.hoverPhotoUrl }}
          hint={t('edit.photosHeldHint')}
        />
      </div>
      <aside className="space-y-4 lg:sticky lg:top-6 lg:self-start">
        {photoChanges > 0 && !pending ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="unsaved-photos">
            {t('edit.unsaved', { count: photoChanges })}
          </p>
        ) : null}
        {pending ? <UploadProgress files={files} /> : null}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-xl bg-teal-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {pending ? t('edit.saving') : t('edit.update')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          className="w-full rounded-xl bg-white px-4 py-3 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-50"
        >
          {deleting ? t('edit.deleting') : t('edit.delete')}
        </button>
      </aside>
    </form>
  );
}
