import '../validation/zod-jitless';
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from '../html/slug';
import { parseFieldDrafts, type ItemFieldValues } from '@/lib/product-fields/registry';
import { isStagedToken } from './upload-token';

// Zod messages are message KEYS of the `adminCatalog.errors` namespace; actions translate them.

export const MAX_ITEM_NAME = 200;
export const MAX_DESCRIPTION = 50_000;
export const MAX_SPECS = 100;
export const MAX_GALLERY = 30;
export const MAX_SPEC_TEXT = 500;
export const MAX_ITEM_CODE = 64;

const id = z.coerce.number().int().positive();

export const categoryIdSchema = z
  .string()
  .trim()
  .min(1, 'categoryRequired')
  .regex(/^\d{1,15}$/, 'categoryRequired')
  .transform(Number)
  .pipe(z.number().int().positive('categoryRequired'));

export const specRowSchema = z.object({
  id: id.optional(),
  name: z.string().max(MAX_SPEC_TEXT, 'specTooLong'),
  value: z.string().max(MAX_SPEC_TEXT, 'specTooLong'),
});
export type SpecRowInput = z.infer<typeof specRowSchema>;

/** Spec rows as sent by the form; rows with a blank name or value are dropped (SPEC 5). */
export const specRowsSchema = z
  .array(specRowSchema)
  .max(MAX_SPECS, 'tooManySpecs')
  .transform((rows) =>
    rows.map((r) => ({ ...r, name: r.name.trim(), value: r.value.trim() })).filter((r) => r.name !== '' && r.value !== ''),
  );

/**
 * A photo the form uploaded before the save (app/api/admin/uploads): its token, which the action
 * exchanges for the checked photo (lib/catalog/staged-photos.ts). No action receives a file.
 */
export const photoUploadSchema = z.string('photoMissing').refine(isStagedToken, 'photoMissing');

/** One gallery slot on edit: keep (id), replace (id + upload), add (upload), anything absent is removed. */
export const galleryPlanEntrySchema = z
  .object({ id: id.optional(), upload: photoUploadSchema.optional() })
  .refine((e) => e.id !== undefined || e.upload !== undefined, 'invalidGallery');

/**
 * The product fields (lib/product-fields/registry.ts) as the form sends them: one JSON entry of each field's
 * typed parts. Each refusal is an issue at ['fields', field] with the field's message key.
 */
export const productFieldsSchema = z.unknown().transform((drafts, ctx): ItemFieldValues => {
  const parsed = parseFieldDrafts(drafts);
  if (parsed.ok) return parsed.values;
  for (const { field, issue } of parsed.problems) ctx.addIssue({ code: 'custom', path: [field], message: issue.key });
  return z.NEVER;
});

const itemFieldsSchema = z.object({
  categoryId: categoryIdSchema,
  itemName: z.string().trim().min(1, 'nameRequired').max(MAX_ITEM_NAME, 'nameTooLong'),
  // Optional product code: trimmed, blank = none (null); unique catalogue-wide (migration 0006).
  itemCode: z
    .string()
    .trim()
    .max(MAX_ITEM_CODE, 'codeTooLong')
    .transform((v) => (v === '' ? null : v)),
  description: z.string().max(MAX_DESCRIPTION, 'descriptionTooLong'),
  specs: specRowsSchema,
  fields: productFieldsSchema,
});

export const createItemSchema = itemFieldsSchema.extend({
  mainPhoto: photoUploadSchema.optional(),
  hoverPhoto: photoUploadSchema.optional(),
  gallery: z.array(photoUploadSchema).max(MAX_GALLERY, 'tooManyPhotos'),
});
export type CreateItemForm = z.infer<typeof createItemSchema>;

export const updateItemSchema = itemFieldsSchema.extend({
  id,
  // The English address slug as typed (blank or unchanged = kept), or made anew from the name.
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => s === '' || (s.length <= SLUG_MAX && SLUG_PATTERN.test(s)), 'slugFormat'),
  regenerateSlug: z.boolean(),
  mainPhoto: photoUploadSchema.optional(),
  hoverPhoto: photoUploadSchema.optional(),
  gallery: z.array(galleryPlanEntrySchema).max(MAX_GALLERY, 'tooManyPhotos'),
});
export type UpdateItemForm = z.infer<typeof updateItemSchema>;

export const deleteItemSchema = z.object({ id });

/** A photo field: the upload's token, absent when blank (a File is not a token: the schema refuses it). */
function upload(value: FormDataEntryValue | null): unknown {
  return value === null || value === '' ? undefined : value;
}

function json(value: FormDataEntryValue | null, none: unknown = []): unknown {
  if (typeof value !== 'string' || value === '') return none;
  try {
    return JSON.parse(value);
  } catch {
    return null; // fails the schema with a clear error instead of throwing
  }
}

/**
 * The one reader of the item form's FormData; the create and update schemas each keep the keys
 * they know. The gallery is the uploads' tokens on create (`gallery`, repeated), one JSON plan on
 * edit (`galleryPlan`).
 */
export function itemInputFromForm(form: FormData) {
  return {
    id: String(form.get('id') ?? ''),
    categoryId: String(form.get('categoryId') ?? ''),
    itemName: String(form.get('itemName') ?? ''),
    itemCode: String(form.get('itemCode') ?? ''),
    description: String(form.get('description') ?? ''),
    fields: json(form.get('fields'), {}),
    specs: json(form.get('specs')),
    mainPhoto: upload(form.get('mainPhoto')),
    hoverPhoto: upload(form.get('hoverPhoto')),
    gallery: form.has('galleryPlan') ? json(form.get('galleryPlan')) : form.getAll('gallery'),
    slug: String(form.get('slug') ?? ''),
    regenerateSlug: form.get('regenerateSlug') === 'on',
  };
}
