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
import { createItem } from '@/lib/catalog/mutations';
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

  if (input.itemCode && (await isItemCodeTaken(input.itemCode))) return codeTakenResult(input.itemCode, t, t('errors.fixFields'));

  const fieldErrors: Partial<Record<ItemField, string>> = {};
  const { mainPhoto, hoverPhoto } = await prepareCoverPhotos(input, t, fieldErrors);
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
      itemCode: input.itemCode,
      descriptionHtml: sanitizeDescription(input.description),
      specs: input.specs.map(({ name, value }) => ({ name, value })),
      mainPhoto,
      hoverPhoto,
      gallery,
    });
    revalidateItem(id, [input.categoryId]);
    return { ok: true, id, message: t('saved') };
  } catch (error) {
    // Another save took the code between the check and the insert: the index refused it.
    if (input.itemCode && isItemCodeConflict(error)) return codeTakenResult(input.itemCode, t, t('errors.fixFields'));
    return { ok: false, formError: writeFailureMessage(error, t, 'saveFailed') };
  }
}
