import '../validation/zod-jitless';
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from '../html/slug';
import { parseFieldDrafts, type ItemFieldValues } from '@/lib/product-fields/registry';

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

/** One gallery slot on edit: keep (id), replace (id + file), add (file), anything absent is removed. */
export const galleryPlanEntrySchema = z
  .object({
    id: id.optional(),
    file: z
      .string()
      .regex(/^galleryFile-\d{1,3}$/)
      .optional(),
  })
  .refine((e) => e.id !== undefined || e.file !== undefined, 'invalidGallery');

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
  mainPhoto: z.instanceof(File).optional(),
  hoverPhoto: z.instanceof(File).optional(),
  gallery: z.array(z.instanceof(File)).max(MAX_GALLERY, 'tooManyPhotos'),
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
  mainPhoto: z.instanceof(File).optional(),
  hoverPhoto: z.instanceof(File).optional(),
  gallery: z.array(galleryPlanEntrySchema).max(MAX_GALLERY, 'tooManyPhotos'),
  galleryFiles: z.record(z.string(), z.instanceof(File)),
});
export type UpdateItemForm = z.infer<typeof updateItemSchema>;

export const deleteItemSchema = z.object({ id });

function file(value: FormDataEntryValue | null): File | undefined {
  return value instanceof File && value.size > 0 ? value : undefined;
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
 * they know. `gallery` is the files themselves on create, one JSON plan on edit (with the new
 * files under `galleryFile-N`), so a string entry means a plan.
 */
export function itemInputFromForm(form: FormData) {
  const galleryFiles: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    const f = /^galleryFile-\d{1,3}$/.test(key) ? file(value) : undefined;
    if (f) galleryFiles[key] = f;
  }
  const gallery = form.getAll('gallery');
  return {
    id: String(form.get('id') ?? ''),
    categoryId: String(form.get('categoryId') ?? ''),
    itemName: String(form.get('itemName') ?? ''),
    itemCode: String(form.get('itemCode') ?? ''),
    description: String(form.get('description') ?? ''),
    fields: json(form.get('fields'), {}),
    specs: json(form.get('specs')),
    mainPhoto: file(form.get('mainPhoto')),
    hoverPhoto: file(form.get('hoverPhoto')),
    gallery: typeof gallery[0] === 'string' ? json(gallery[0]) : gallery.map(file).filter((f): f is File => f !== undefined),
    galleryFiles,
    slug: String(form.get('slug') ?? ''),
    regenerateSlug: form.get('regenerateSlug') === 'on',
  };
}
