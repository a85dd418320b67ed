'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import type { AdminItem } from '@/lib/catalog/admin-queries';
import type { ItemActionResult } from '@/lib/catalog/item-actions';
import { appendGalleryPlan, GalleryEditor, type GalleryDraft } from './gallery-editor';
import { ItemFields, type FieldErrors, type ItemDraft } from './item-fields';
import { PhotoPicker } from './photo-picker';
import { formatBytes, MAX_SAVE_BYTES } from './preview-url';
import { newSpecRow, serializeSpecs } from './spec-rows';
import { UploadProgress } from './upload-progress';

export type ItemAction = (prev: ItemActionResult | null, form: FormData) => Promise<ItemActionResult>;

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
  };
}

/** SPEC 'Edit Item': every change, photos included, stays local until Update. */
export function EditItemForm({ item, categories, action, onResult, onDelete, deleting }: Props) {
  const t = useTranslations('adminCatalog');
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const [mainPhoto, setMainPhoto] = useState<File | null>(null);
  const [hoverPhoto, setHoverPhoto] = useState<File | null>(null);
  const [gallery, setGallery] = useState<GalleryDraft[]>(() => item.gallery.map((g) => ({ key: `g-${g.id}`, id: g.id, url: g.photoUrl })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  const files = [mainPhoto, hoverPhoto, ...gallery.map((g) => g.file)].filter((f): f is File => !!f);
  const removedCount = item.gallery.filter((g) => !gallery.some((e) => e.id === g.id)).length;
  const photoChanges = files.length + removedCount;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || deleting) return;
    if (draft.categoryId === '') {
      setErrors({ categoryId: t('errors.categoryRequired') });
      return;
    }
    const total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > MAX_SAVE_BYTES) {
      onResult({ ok: false, formError: t('errors.totalTooLarge', { size: formatBytes(total), max: formatBytes(MAX_SAVE_BYTES) }) });
      return;
    }
    const form = new FormData();
    form.set('id', String(item.id));
    form.set('categoryId', draft.categoryId);
    form.set('itemName', draft.itemName);
    form.set('itemCode', draft.itemCode);
    form.set('description', draft.description);
    form.set('specs', serializeSpecs(draft.specs));
    if (mainPhoto) form.set('mainPhoto', mainPhoto);
    if (hoverPhoto) form.set('hoverPhoto', hoverPhoto);
    appendGalleryPlan(form, gallery);
    startTransition(async () => {
      let result: ItemActionResult;
      try {
        result = await action(null, form);
      } catch {
        result = { ok: false, formError: t('errors.network') };
      }
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
        </section>
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <p className="mb-4 text-xs text-slate-500">{t('edit.photosHeldHint')}</p>
          <div className="grid grid-cols-2 gap-4 sm:gap-5">
            <PhotoPicker
              label={t('form.mainPhoto')}
              file={mainPhoto}
              currentUrl={item.mainPhotoUrl}
              onChange={setMainPhoto}
              error={errors.mainPhoto}
              onLocalError={(m) => setErrors((e) => ({ ...e, mainPhoto: m }))}
            />
            <PhotoPicker
              label={t('form.hoverPhoto')}
              file={hoverPhoto}
              currentUrl={item.hoverPhotoUrl}
              onChange={setHoverPhoto}
              error={errors.hoverPhoto}
              onLocalError={(m) => setErrors((e) => ({ ...e, hoverPhoto: m }))}
            />
          </div>
          <div className="mt-6">
            <GalleryEditor
              entries={gallery}
              onChange={setGallery}
              error={errors.gallery}
              onLocalError={(m) => setErrors((e) => ({ ...e, gallery: m }))}
            />
          </div>
        </section>
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
