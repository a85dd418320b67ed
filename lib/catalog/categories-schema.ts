import '../validation/zod-jitless';
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from '../html/slug';
import { issueKeys } from '../validation/issue-keys';

// The category screen's forms. A category's name in English is required (every language falls
// back to it); the Indonesian and Chinese names are optional, blank = that language shows English,
// as for items. Messages are keys of `adminCategories.errors`; the action translates them.

export const MAX_CATEGORY_NAME = 80;

const id = z.coerce.number<string | number>().int().positive('invalid');
const optionalName = z.string().trim().max(MAX_CATEGORY_NAME, 'nameTooLong').default('');
// A slug as typed: blank = keep the current one (or make one from the name). Same rule as the SQL check.
const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, 'slugFormat')
  .refine((s) => s === '' || SLUG_PATTERN.test(s), 'slugFormat')
  .default('');

export const categoryNamesSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(MAX_CATEGORY_NAME, 'nameTooLong'),
  nameId: optionalName,
  nameZh: optionalName,
  slugEn: optionalSlug,
  slugId: optionalSlug,
  slugZh: optionalSlug,
  /** "Make the addresses anew from the names": the old ones then answer 308 to the new ones. */
  regenerateSlugs: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()).default(false),
});

export const createCategorySchema = categoryNamesSchema;
export const renameCategorySchema = categoryNamesSchema.extend({ id });
export const moveCategorySchema = z.object({ id, direction: z.enum(['up', 'down'], 'invalid') });
/** `moveTo` blank = the category must be empty; else its items move there in the same transaction. */
export const deleteCategorySchema = z
  .object({ id, moveTo: z.union([z.literal('').transform(() => null), id]).default(null) })
  .refine((input) => input.moveTo !== input.id, { path: ['moveTo'], message: 'moveToSelf' });

type CategoryForm = z.output<typeof categoryNamesSchema>;
/** The names, and optionally the slugs as the form sent them (absent = kept). */
export type CategoryNames = Pick<CategoryForm, 'name' | 'nameId' | 'nameZh'> & Partial<Omit<CategoryForm, 'name' | 'nameId' | 'nameZh'>>;

/** The keys these schemas produce (anything else reads as 'invalid'). */
export const CATEGORY_ERROR_KEYS = ['nameRequired', 'nameTooLong', 'slugFormat', 'slugTaken', 'moveToSelf', 'invalid'] as const;
export type CategoryErrorKey = (typeof CATEGORY_ERROR_KEYS)[number];

/** The first issue per field, as message keys. */
export const categoryIssues = (error: z.ZodError): Record<string, CategoryErrorKey> => issueKeys(error, CATEGORY_ERROR_KEYS, 'invalid');

/** A FormData as the schemas read it. */
export const formObject = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
