'use server';

import { updateTag } from 'next/cache';
import { z } from 'zod';
import { adminAction } from '@/lib/actions/define-action';
import { purgeCdnForTags } from '@/lib/cache/cdn-purge';
import { failed, succeeded, type ActionResult, type FieldErrors } from '@/lib/actions/result';
import { sanitizeDescription } from '@/lib/html/sanitize';
import { diskFullFailure } from '@/lib/actions/disk-full';
import { isDiskFull } from '@/lib/storage/disk-space';
import { categoryExists, isItemCodeTaken } from './admin-queries';
import {
  catalogTranslator,
  catalogueUploads,
  codeTakenResult,
  invalidItemForm,
  prepareCoverPhotos,
  preparePhoto,
  writeFailureMessage,
  type ItemActionResult,
  type ItemField,
} from './item-actions';
import {
  applyCsv,
  csvApplySchema,
  csvFileSchema,
  csvTranslator,
  invalidCsvFile,
  previewCsv,
  readCsvForm,
  type CsvApplyResult,
  type CsvPreviewResult,
} from './csv/import-actions';
import { isItemCodeConflict } from './item-code';
import { discardStagedPhotos } from './staged-photos';
import { createItem, deleteItem, updateItem, type GalleryPlanEntry } from './mutations';
import type { ProcessedPhoto } from './photos';
import { createItemSchema, deleteItemSchema, itemInputFromForm, updateItemSchema } from './schemas';
import { movedPages } from './slug-rules';
import { currentPages, SlugError } from './slugs';
import { revalidateItem } from './tags';
import { getDb } from '@/lib/db';
import { loadRevisionList, revisionsTranslator, type RevisionList } from '@/lib/history/panel';
import { restoreItemRevision } from './restore-item';

// The catalogue's server actions. Pages hand them to the client forms with the locale bound
// (`createItemAction.bind(null, locale)`); the forms call them as `action(null, formData)`.

/** Add New Product: validate, take the uploaded photos, create the item in one transaction. */
export const createItemAction = adminAction({
  guard: 'catalogue',
  translator: catalogTranslator,
  read: (_prev: ItemActionResult | null, form: FormData) => itemInputFromForm(form),
  schema: createItemSchema,
  invalid: invalidItemForm('errors.fixFields'),
  disk: 'files',
  async run(input, { t, locale, session }): Promise<ItemActionResult> {
    if (!(await categoryExists(input.categoryId))) {
      return failed(t('errors.fixFields'), { fieldErrors: { categoryId: t('errors.categoryRequired') } });
    }
    if (input.itemCode && (await isItemCodeTaken(input.itemCode))) return codeTakenResult(input.itemCode, t, t('errors.fixFields'));

    const fieldErrors: FieldErrors<ItemField> = {};
    const uploads = catalogueUploads(session);
    const { mainPhoto, hoverPhoto } = await prepareCoverPhotos(input, uploads, t, fieldErrors);
    const gallery: ProcessedPhoto[] = [];
    for (const token of input.gallery) {
      const r = await preparePhoto(token, uploads, t);
      if ('error' in r) fieldErrors.gallery ??= r.error;
      else gallery.push(r.photo);
    }
    if (Object.keys(fieldErrors).length > 0) return failed(t('errors.fixFields'), { fieldErrors });

    try {
      const { id, slugs } = await createItem({
        categoryId: input.categoryId,
        itemName: input.itemName,
        itemCode: input.itemCode,
        fields: input.fields,
        descriptionHtml: sanitizeDescription(input.description),
        specs: input.specs.map(({ name, value }) => ({ name, value })),
        mainPhoto,
        hoverPhoto,
        gallery,
      });
      await discardStagedPhotos(uploads.owner, uploads.used);
      revalidateItem(id, [input.categoryId]);
      return succeeded({ id, slugs }, { message: t('saved') });
    } catch (error) {
      // Another save took the code between the check and the insert: the index refused it.
      if (input.itemCode && isItemCodeConflict(error)) return codeTakenResult(input.itemCode, t, t('errors.fixFields'));
      // The disk filled up during the save (decision 086): the photos written are gone again.
      if (isDiskFull(error)) return diskFullFailure(locale, error);
      return failed(writeFailureMessage(error, t, 'saveFailed'));
    }
  },
});

/** Edit Item → Update: fields, specs and photo changes held in the form, saved in one transaction. */
export const updateItemAction = adminAction({
  guard: 'catalogue',
  translator: catalogTranslator,
  read: (_prev: ItemActionResult | null, form: FormData) => itemInputFromForm(form),
  schema: updateItemSchema,
  invalid: invalidItemForm('updateFailed'),
  disk: 'files',
  async run(input, { t, locale, session }): Promise<ItemActionResult> {
    if (!(await categoryExists(input.categoryId))) {
      return failed(t('updateFailed'), { fieldErrors: { categoryId: t('errors.categoryRequired') } });
    }
    if (input.itemCode && (await isItemCodeTaken(input.itemCode, input.id))) return codeTakenResult(input.itemCode, t, t('updateFailed'));

    const fieldErrors: FieldErrors<ItemField> = {};
    const uploads = catalogueUploads(session);
    const { mainPhoto, hoverPhoto } = await prepareCoverPhotos(input, uploads, t, fieldErrors);
    const gallery: GalleryPlanEntry[] = [];
    for (const entry of input.gallery) {
      if (!entry.upload) {
        if (entry.id !== undefined) gallery.push({ id: entry.id });
        continue;
      }
      const r = await preparePhoto(entry.upload, uploads, t);
      if ('error' in r) fieldErrors.gallery ??= r.error;
      else gallery.push({ id: entry.id, photo: r.photo });
    }
    if (Object.keys(fieldErrors).length > 0) return failed(t('updateFailed'), { fieldErrors });

    try {
      const result = await updateItem({
        id: input.id,
        categoryId: input.categoryId,
        itemName: input.itemName,
        itemCode: input.itemCode,
        fields: input.fields,
        descriptionHtml: sanitizeDescription(input.description),
        specs: input.specs,
        mainPhoto,
        hoverPhoto,
        gallery,
        slugs: { set: { en: input.slug || undefined }, regenerate: input.regenerateSlug ? ['en'] : undefined },
      });
      if (!result.found) return failed(t('notFound'));
      await discardStagedPhotos(uploads.owner, uploads.used);
      revalidateItem(input.id, result.categoryIds, movedPages('item', input.id, result.slugChanges));
      return succeeded({ id: input.id }, { message: t('updated') });
    } catch (error) {
      // Another save took the code between the check and the update: the index refused it.
      if (input.itemCode && isItemCodeConflict(error)) return codeTakenResult(input.itemCode, t, t('updateFailed'));
      if (error instanceof SlugError)
        return failed(t('updateFailed'), { fieldErrors: { slug: t(`errors.${error.reason === 'taken' ? 'slugTaken' : 'slugFormat'}`) } });
      if (isDiskFull(error)) return diskFullFailure(locale, error);
      return failed(writeFailureMessage(error, t, 'updateFailedDetail'));
    }
  },
});

/** Edit Item → Delete (after the confirm dialog): rows in one transaction, then the files. */
export const deleteItemAction = adminAction({
  guard: 'catalogue',
  translator: catalogTranslator,
  read: (_prev: ItemActionResult | null, form: FormData) => ({ id: form.get('id') }),
  schema: deleteItemSchema,
  invalid: (_error, t) => failed(t('deleteFailed')),
  async run({ id }, { t }): Promise<ItemActionResult> {
    try {
      // Its addresses, read before the slugs go with the row, so a CDN's stored copies are purged too.
      const pages = await currentPages(await getDb(), { itemIds: [id] });
      const result = await deleteItem(id);
      if (!result.found) return failed(t('notFound'));
      revalidateItem(id, result.categoryIds, pages);
      return succeeded({ id }, { message: t('deleted') });
    } catch (error) {
      return failed(writeFailureMessage(error, t, 'deleteFailedDetail'));
    }
  },
});

/** Product CSV import, step 1: the dry run (parses and checks the file; writes and fetches nothing). */
export const previewCsvImportAction = adminAction({
  guard: 'catalogue',
  translator: csvTranslator,
  read: (prev: CsvPreviewResult | null, form: FormData) => readCsvForm(prev, form),
  schema: csvFileSchema,
  invalid: (error, t): CsvPreviewResult => invalidCsvFile(error, t),
  run: ({ file }, { t }): Promise<CsvPreviewResult> => previewCsv(file, t),
});

/** Product CSV import, step 2: re-checks the same file and applies every row in one transaction. */
export const applyCsvImportAction = adminAction({
  guard: 'catalogue',
  translator: csvTranslator,
  read: (prev: CsvApplyResult | null, form: FormData) => readCsvForm(prev, form),
  schema: csvApplySchema,
  invalid: (error, t): CsvApplyResult => invalidCsvFile(error, t),
  disk: 'files',
  run: ({ file, planDigest }, { t }): Promise<CsvApplyResult> =>
    applyCsv(file, planDigest, t, (tags) => {
      tags.forEach((tag) => updateTag(tag));
      purgeCdnForTags(tags);
    }),
});

type RevisionListResult = ActionResult<RevisionList>;
type RestoreResult = ActionResult<{ slug?: string }>;

/** Edit Item's History panel, loaded when the panel opens. */
export const listItemRevisionsAction = adminAction({
  guard: 'catalogue',
  translator: revisionsTranslator,
  schema: z.object({ id: z.number().int().positive() }),
  invalid: (_error, t): RevisionListResult => failed(t('errors.loadFailed')),
  async run({ id }, { t }): Promise<RevisionListResult> {
    try {
      return succeeded(await loadRevisionList({ type: 'item', id }));
    } catch (error) {
      console.error('[revisions] list failed', error);
      return failed(t('errors.loadFailed'));
    }
  },
});

/** Writes a kept version back as the current item (itself a new revision); see restore-item.ts. */
export const restoreItemRevisionAction = adminAction({
  guard: 'catalogue',
  translator: revisionsTranslator,
  schema: z.object({ id: z.number().int().positive(), revisionId: z.number().int().positive() }),
  invalid: (_error, t): RestoreResult => failed(t('errors.notFound')),
  async run({ id, revisionId }, { t }): Promise<RestoreResult> {
    try {
      const outcome = await restoreItemRevision(id, revisionId);
      if (!outcome.ok) return failed(t(`errors.${outcome.reason}`, { code: outcome.code ?? '' }));
      revalidateItem(id, outcome.categoryIds);
      return succeeded({}, { title: t('restored') });
    } catch (error) {
      console.error('[revisions] item restore failed', error);
      return failed(t('errors.failed'));
    }
  },
});
