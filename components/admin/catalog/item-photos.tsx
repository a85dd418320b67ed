'use client';

import { useTranslations } from 'next-intl';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { ItemActionResult } from '@/lib/catalog/item-actions';
import { GalleryEditor, type GalleryDraft } from './gallery-editor';
import type { FieldErrors, ItemDraft } from './item-fields';
import { PhotoPicker } from './photo-picker';
import { formatBytes, MAX_SAVE_BYTES } from './preview-url';
import { serializeSpecs } from './spec-rows';

// What Add New and Edit Item share: the photo state, the photos section, the form body and the
// call of the action. Each form keeps its own rules (what is required, what a result does).

export type ItemAction = (prev: ItemActionResult | null, form: FormData) => Promise<ItemActionResult>;

/** The photos picked in the browser (nothing is uploaded before Save/Update). */
export function useItemPhotos(initialGallery: () => GalleryDraft[] = () => []) {
  const [mainPhoto, setMainPhoto] = useState<File | null>(null);
  const [hoverPhoto, setHoverPhoto] = useState<File | null>(null);
  const [gallery, setGallery] = useState<GalleryDraft[]>(initialGallery);
  const files = [mainPhoto, hoverPhoto, ...gallery.map((g) => g.file)].filter((f): f is File => !!f);
  return { mainPhoto, setMainPhoto, hoverPhoto, setHoverPhoto, gallery, setGallery, files };
}

export type ItemPhotos = ReturnType<typeof useItemPhotos>;

/** The translated refusal when the picked files together exceed one save's budget, else null. */
export function oversizeMessage(files: File[], t: ReturnType<typeof useTranslations<'adminCatalog'>>): string | null {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return total > MAX_SAVE_BYTES ? t('errors.totalTooLarge', { size: formatBytes(total), max: formatBytes(MAX_SAVE_BYTES) }) : null;
}

/** The fields both actions read; photos only when one was picked. */
export function itemFormData(draft: ItemDraft, photos: Pick<ItemPhotos, 'mainPhoto' | 'hoverPhoto'>): FormData {
  const form = new FormData();
  form.set('categoryId', draft.categoryId);
  form.set('itemName', draft.itemName);
  form.set('itemCode', draft.itemCode);
  form.set('description', draft.description);
  form.set('fields', JSON.stringify(draft.fields));
  form.set('specs', serializeSpecs(draft.specs));
  if (photos.mainPhoto) form.set('mainPhoto', photos.mainPhoto);
  if (photos.hoverPhoto) form.set('hoverPhoto', photos.hoverPhoto);
  return form;
}

/** Calls the action; a dropped connection becomes the translated network failure. */
export async function sendItemForm(action: ItemAction, form: FormData, networkError: string): Promise<ItemActionResult> {
  try {
    return await action(null, form);
  } catch {
    return { ok: false, formError: networkError };
  }
}

type SectionProps = {
  photos: ItemPhotos;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Edit Item: the stored photos, shown until a new one is picked. */
  current?: { main: string | null; hover: string | null };
  hint?: string;
};

/** Main and hover photo pickers and the gallery editor. */
export function ItemPhotosSection({ photos, errors, setErrors, current, hint }: SectionProps) {
  const t = useTranslations('adminCatalog');
  const localError = (field: 'mainPhoto' | 'hoverPhoto' | 'gallery') => (m: string | undefined) => setErrors((e) => ({ ...e, [field]: m }));
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {hint ? <p className="mb-4 text-xs text-slate-500">{hint}</p> : null}
      <div className="grid grid-cols-2 gap-4 sm:gap-5">
        <PhotoPicker
          label={t('form.mainPhoto')}
          file={photos.mainPhoto}
          currentUrl={current?.main}
          onChange={photos.setMainPhoto}
          error={errors.mainPhoto}
          onLocalError={localError('mainPhoto')}
        />
        <PhotoPicker
          label={t('form.hoverPhoto')}
          file={photos.hoverPhoto}
          currentUrl={current?.hover}
          onChange={photos.setHoverPhoto}
          error={errors.hoverPhoto}
          onLocalError={localError('hoverPhoto')}
        />
      </div>
      <div className="mt-6">
        <GalleryEditor entries={photos.gallery} onChange={photos.setGallery} error={errors.gallery} onLocalError={localError('gallery')} />
      </div>
    </section>
  );
}
