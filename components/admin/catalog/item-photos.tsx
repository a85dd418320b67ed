'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { ItemActionResult } from '@/lib/catalog/item-actions';
import { GalleryEditor, type GalleryDraft } from './gallery-editor';
import type { FieldErrors, ItemDraft } from './item-fields';
import { PhotoPicker } from './photo-picker';
import { forgetUploads, uploadMessages, uploadPhoto, type UploadMessages } from '../photo-upload';
import { serializeSpecs } from './spec-rows';

// What Add New and Edit Item share: the photo state, the photos section, the form body and the
// call of the action. Each form keeps its own rules (what is required, what a result does).

export type ItemAction = (prev: ItemActionResult | null, form: FormData) => Promise<ItemActionResult>;

/** The photos picked in the browser (each is uploaded when the form is saved, just before the save). */
export function useItemPhotos(initialGallery: () => GalleryDraft[] = () => []) {
  const [mainPhoto, setMainPhoto] = useState<File | null>(null);
  const [hoverPhoto, setHoverPhoto] = useState<File | null>(null);
  const [gallery, setGallery] = useState<GalleryDraft[]>(initialGallery);
  const files = [mainPhoto, hoverPhoto, ...gallery.map((g) => g.file)].filter((f): f is File => !!f);
  return { mainPhoto, setMainPhoto, hoverPhoto, setHoverPhoto, gallery, setGallery, files };
}

export type ItemPhotos = ReturnType<typeof useItemPhotos>;

/** Upload token by picked file (components/admin/photo-upload.ts). */
export type PhotoTokens = Map<File, string>;

/** The fields both actions read; a photo is the token of its upload, only when one was picked. */
export function itemFormData(draft: ItemDraft, photos: Pick<ItemPhotos, 'mainPhoto' | 'hoverPhoto'>, tokens: PhotoTokens): FormData {
  const form = new FormData();
  form.set('categoryId', draft.categoryId);
  form.set('itemName', draft.itemName);
  form.set('itemCode', draft.itemCode);
  form.set('description', draft.description);
  form.set('fields', JSON.stringify(draft.fields));
  form.set('specs', serializeSpecs(draft.specs));
  if (photos.mainPhoto) form.set('mainPhoto', tokens.get(photos.mainPhoto) ?? '');
  if (photos.hoverPhoto) form.set('hoverPhoto', tokens.get(photos.hoverPhoto) ?? '');
  return form;
}

type SaveContext = { locale: string; messages: UploadMessages; networkError: string; refused: string };

/**
 * Sends each picked photo on its own (the upload route checks it at once), then calls the action
 * with the form `build` makes from the tokens. A refused photo is shown under its field, and the
 * action is not called; a photo already sent for an earlier, refused save is not sent again.
 */
export async function saveItemForm(
  action: ItemAction,
  photos: ItemPhotos,
  build: (tokens: PhotoTokens) => FormData,
  { locale, messages, networkError, refused }: SaveContext,
): Promise<ItemActionResult> {
  const tokens: PhotoTokens = new Map();
  const fieldErrors: FieldErrors = {};
  const picked: Array<[File | null | undefined, 'mainPhoto' | 'hoverPhoto' | 'gallery']> = [
    [photos.mainPhoto, 'mainPhoto'],
    [photos.hoverPhoto, 'hoverPhoto'],
    ...photos.gallery.map((g) => [g.file, 'gallery'] as [File | undefined, 'gallery']),
  ];
  for (const [file, field] of picked) {
    if (!file) continue;
    const answer = await uploadPhoto(file, 'catalogue', locale, messages);
    if (answer.ok && 'token' in answer) tokens.set(file, answer.token);
    else fieldErrors[field] ??= answer.ok ? messages.failed(file.name) : answer.message;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, formError: refused, fieldErrors };
  try {
    const result = await action(null, build(tokens));
    if (result.ok) forgetUploads(photos.files);
    return result;
  } catch {
    return { ok: false, formError: networkError };
  }
}

/** What saveItemForm needs from the page: its locale and the translated upload messages. */
export function useSaveContext(refused: string): SaveContext {
  const t = useTranslations('adminCatalog');
  const upload = useTranslations('photoUpload');
  return { locale: useLocale(), messages: uploadMessages(upload), networkError: t('errors.network'), refused };
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
