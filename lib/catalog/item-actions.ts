import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { failed, type ActionResult, type FieldErrors } from '@/lib/actions/result';
import type { AppLocale } from '@/lib/i18n/routing';
import { FIELD_ERROR_KEYS, ITEM_FIELD_KEYS, type FieldErrorKey, type ItemFieldKey } from '@/lib/product-fields/registry';
import { CatalogWriteError } from './photo-files';
import type { ProcessedPhoto } from './photos';
import { loadStagedPhoto, type StagedOwner } from './staged-photos';

// Shared by the catalogue's server actions: the result type, translated messages, photo checks.

/** A form field an error is shown under: the editor's own, or a product field (lib/product-fields/registry.ts). */
export type ItemField =
  'categoryId' | 'itemName' | 'itemCode' | 'slug' | 'description' | 'specs' | 'mainPhoto' | 'hoverPhoto' | 'gallery' | ItemFieldKey;

/** `slugs` (after a create): the new product's address slug per locale. */
export type ItemActionResult = ActionResult<{ id: number; slugs?: Record<string, string> }, ItemField>;

export type CatalogTranslator = Awaited<ReturnType<typeof getTranslations<'adminCatalog'>>>;

/** Translations of the locale the page bound into the action (the request's otherwise). */
export async function catalogTranslator(locale: AppLocale | undefined): Promise<CatalogTranslator> {
  return locale ? getTranslations({ locale, namespace: 'adminCatalog' }) : getTranslations('adminCatalog');
}

const FIELD_NAMES: readonly string[] = [
  'categoryId',
  'itemName',
  'itemCode',
  'slug',
  'description',
  'specs',
  'mainPhoto',
  'hoverPhoto',
  'gallery',
  ...ITEM_FIELD_KEYS,
];
const ERROR_KEYS = [
  'categoryRequired',
  'nameRequired',
  'nameTooLong',
  'codeTooLong',
  'descriptionTooLong',
  'specTooLong',
  'tooManySpecs',
  'tooManyPhotos',
  'invalidGallery',
  'photoMissing',
  'slugFormat',
] as const;
type ErrorKey = (typeof ERROR_KEYS)[number] | FieldErrorKey;
const KNOWN_ERRORS: readonly string[] = [...ERROR_KEYS, ...FIELD_ERROR_KEYS];

/** Zod issues → one translated message per form field (messages are keys of adminCatalog.errors). */
export function fieldErrorsOf(error: z.ZodError, t: CatalogTranslator): FieldErrors<ItemField> {
  const out: FieldErrors<ItemField> = {};
  for (const issue of error.issues) {
    // A product field's refusal sits at ['fields', key].
    const head = String((issue.path[0] === 'fields' ? issue.path[1] : issue.path[0]) ?? '');
    const field = (FIELD_NAMES.includes(head) ? head : 'description') as ItemField;
    if (out[field]) continue;
    const key = KNOWN_ERRORS.includes(issue.message) ? (issue.message as ErrorKey) : 'invalid';
    out[field] = t(`errors.${key}`);
  }
  return out;
}

/** The photos a save uses: the administrator's uploads for the catalogue (lib/catalog/staged-photos.ts). */
export type PhotoUploads = { owner: StagedOwner; used: string[] };

export function catalogueUploads(session: { userId: string }): PhotoUploads {
  return { owner: { userId: session.userId, purpose: 'catalogue' }, used: [] };
}

/**
 * The checked, re-encoded photo behind one upload token (the upload route ran processPhoto). A
 * token that is not this administrator's catalogue upload, or has expired, is a translated refusal.
 */
export async function preparePhoto(
  token: string,
  uploads: PhotoUploads,
  t: CatalogTranslator,
): Promise<{ photo: ProcessedPhoto } | { error: string }> {
  const staged = await loadStagedPhoto(uploads.owner, token);
  if (!staged) return { error: t('errors.photoMissing') };
  uploads.used.push(token);
  return { photo: staged.photo };
}

/**
 * Prepares the optional main and hover photos of a form, recording a refusal per field in
 * `fieldErrors` (shared by create and update).
 */
export async function prepareCoverPhotos(
  input: { mainPhoto?: string; hoverPhoto?: string },
  uploads: PhotoUploads,
  t: CatalogTranslator,
  fieldErrors: FieldErrors<ItemField>,
): Promise<{ mainPhoto?: ProcessedPhoto; hoverPhoto?: ProcessedPhoto }> {
  const one = async (field: 'mainPhoto' | 'hoverPhoto'): Promise<ProcessedPhoto | undefined> => {
    const token = input[field];
    if (!token) return undefined;
    const r = await preparePhoto(token, uploads, t);
    if ('error' in r) fieldErrors[field] = r.error;
    return 'photo' in r ? r.photo : undefined;
  };
  return { mainPhoto: await one('mainPhoto'), hoverPhoto: await one('hoverPhoto') };
}

/** 'Product code {code} is already used by another product': a field error, nothing saved. */
export function codeTakenResult(code: string, t: CatalogTranslator, formError: string): ItemActionResult {
  return failed(formError, { fieldErrors: { itemCode: t('errors.codeTaken', { code: code.slice(0, 64) }) } });
}

/** A refused form: per-field messages under the form's message ('Please fix…', 'Update failed'). */
export function invalidItemForm(formError: 'errors.fixFields' | 'updateFailed') {
  return (error: z.ZodError, t: CatalogTranslator): ItemActionResult => failed(t(formError), { fieldErrors: fieldErrorsOf(error, t) });
}

/**
 * A failed write → 'Gagal menyimpan item atau foto: {message}' with the step's message (SPEC 8).
 * The backend's own message is logged, not shown: it can carry SQL or storage internals.
 */
export function writeFailureMessage(
  error: unknown,
  t: CatalogTranslator,
  prefix: 'saveFailed' | 'updateFailedDetail' | 'deleteFailedDetail',
): string {
  console.error('[catalog] write failed', error);
  if (error instanceof CatalogWriteError) {
    const isUpload = error.step.startsWith('upload');
    const detail = t(isUpload ? 'errors.storageDetail' : 'errors.databaseDetail');
    const stepMessage = t(`steps.${error.step}`, { n: error.index ?? 0 });
    return t(prefix, { message: `${stepMessage}${detail}` });
  }
  return t(prefix, { message: t('errors.unexpected') });
}
