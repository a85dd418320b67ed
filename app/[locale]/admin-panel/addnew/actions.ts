'use server';

import { requireAdmin } from '@/lib/auth/session';
import {
  catalogTranslator,
  fieldErrorsOf,
  preparePhoto,
  writeFailureMessage,
  type ItemActionResult,
  type ItemField,
} from '@/lib/catalog/item-actions';
import { categoryExists, createItem } from '@/lib/catalog/mutations';
import type { ProcessedPhoto } from '@/lib/catalog/photos';
import { createItemInputFromForm, createItemSchema } from '@/lib/catalog/schemas';
import { revalidateItem } from '@/lib/catalog/tags';
import { sanitizeDescription } from '@/lib/html/sanitize';

/** Add New Product: validate, re-encode photos, create the item in one transaction. */
export async function createItemAction(_prev: ItemActionResult | null, form: FormData): Promise<ItemActionResult> {
  await requireAdmin();
  const t = await catalogTranslator(form);
  const parsed = createItemSchema.safeParse(createItemInputFromForm(form));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error, t), formError: t('errors.fixFields') };
  const input = parsed.data;
  if (!(await categoryExists(input.categoryId))) {
    return { ok: false, fieldErrors: { categoryId: t('errors.categoryRequired') }, formError: t('errors.fixFields') };
  }

  const fieldErrors: Partial<Record<ItemField, string>> = {};
  const one = async (field: 'mainPhoto' | 'hoverPhoto', file: File | undefined): Promise<ProcessedPhoto | undefined> => {
    if (!file) return undefined;
    const r = await preparePhoto(file, t);
    if ('error' in r) fieldErrors[field] = r.error;
    return 'photo' in r ? r.photo : undefined;
  };
  const mainPhoto = await one('mainPhoto', input.mainPhoto);
  const hoverPhoto = await one('hoverPhoto', input.hoverPhoto);
  const gallery: ProcessedPhoto[] = [];
  for (const file of input.gallery) {
    const r = await preparePhoto(file, t);
    if ('error' in r) fieldErrors.gallery ??= r.error;
    else gallery.push(r.photo);
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, formError: t('errors.fixFields') };

  try {
    const { id } = await createItem({
      categoryId: input.categoryId,
      itemName: input.itemName,
      descriptionHtml: sanitizeDescription(input.description),
      specs: input.specs.map(({ name, value }) => ({ name, value })),
      mainPhoto,
      hoverPhoto,
      gallery,
    });
    revalidateItem(id, [input.categoryId]);
    return { ok: true, id, message: t('saved') };
  } catch (error) {
    return { ok: false, formError: writeFailureMessage(error, t, 'saveFailed') };
  }
}
