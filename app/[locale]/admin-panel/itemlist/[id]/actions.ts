'use server';

import { requireAdmin } from '@/lib/auth/session';
import {
  catalogTranslator,
  codeTakenResult,
  fieldErrorsOf,
  prepareCoverPhotos,
  preparePhoto,
  writeFailureMessage,
  type ItemActionResult,
  type ItemField,
} from '@/lib/catalog/item-actions';
import { categoryExists, isItemCodeTaken } from '@/lib/catalog/admin-queries';
import { isItemCodeConflict } from '@/lib/catalog/item-code';
import { deleteItem, updateItem, type GalleryPlanEntry } from '@/lib/catalog/mutations';
import { deleteItemSchema, updateItemInputFromForm, updateItemSchema } from '@/lib/catalog/schemas';
import { revalidateItem } from '@/lib/catalog/tags';
import { sanitizeDescription } from '@/lib/html/sanitize';

/** Edit Item → Update: fields, specs and photo changes held in the form, saved in one transaction. */
export async function updateItemAction(_prev: ItemActionResult | null, form: FormData): Promise<ItemActionResult> {
  await requireAdmin();
  const t = await catalogTranslator(form);
  const parsed = updateItemSchema.safeParse(updateItemInputFromForm(form));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error, t), formError: t('updateFailed') };
  const input = parsed.data;
  if (!(await categoryExists(input.categoryId))) {
    return { ok: false, fieldErrors: { categoryId: t('errors.categoryRequired') }, formError: t('updateFailed') };
  }

  if (input.itemCode && (await isItemCodeTaken(input.itemCode, input.id))) return codeTakenResult(input.itemCode, t, t('updateFailed'));

  const fieldErrors: Partial<Record<ItemField, string>> = {};
  const { mainPhoto, hoverPhoto } = await prepareCoverPhotos(input, t, fieldErrors);
  const gallery: GalleryPlanEntry[] = [];
  for (const entry of input.gallery) {
    const file = entry.file ? input.galleryFiles[entry.file] : undefined;
    if (!file) {
      if (entry.id !== undefined) gallery.push({ id: entry.id });
      continue;
    }
    const r = await preparePhoto(file, t);
    if ('error' in r) fieldErrors.gallery ??= r.error;
    else gallery.push({ id: entry.id, photo: r.photo });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, formError: t('updateFailed') };

  try {
    const result = await updateItem({
      id: input.id,
      categoryId: input.categoryId,
      itemName: input.itemName,
      itemCode: input.itemCode,
      descriptionHtml: sanitizeDescription(input.description),
      specs: input.specs,
      mainPhoto,
      hoverPhoto,
      gallery,
    });
    if (!result.found) return { ok: false, formError: t('notFound') };
    revalidateItem(input.id, result.categoryIds);
    return { ok: true, id: input.id, message: t('updated') };
  } catch (error) {
    // Another save took the code between the check and the update: the index refused it.
    if (input.itemCode && isItemCodeConflict(error)) return codeTakenResult(input.itemCode, t, t('updateFailed'));
    return { ok: false, formError: writeFailureMessage(error, t, 'updateFailedDetail') };
  }
}

/** Edit Item → Delete (after the confirm dialog): rows in one transaction, then the files. */
export async function deleteItemAction(_prev: ItemActionResult | null, form: FormData): Promise<ItemActionResult> {
  await requireAdmin();
  const t = await catalogTranslator(form);
  const parsed = deleteItemSchema.safeParse({ id: form.get('id') });
  if (!parsed.success) return { ok: false, formError: t('deleteFailed') };
  try {
    const result = await deleteItem(parsed.data.id);
    if (!result.found) return { ok: false, formError: t('notFound') };
    revalidateItem(parsed.data.id, result.categoryIds);
    return { ok: true, id: parsed.data.id, message: t('deleted') };
  } catch (error) {
    return { ok: false, formError: writeFailureMessage(error, t, 'deleteFailedDetail') };
  }
}
