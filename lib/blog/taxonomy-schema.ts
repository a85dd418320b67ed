import '../validation/zod-jitless';
import { z } from 'zod';
import { issueKeys } from '../validation/issue-keys';
import { slugSchema } from './admin/schemas';

// The blog categories-and-tags screen's forms. Slugs follow the post slug rule (slugSchema: the
// same characters, length and hyphen rules, the same message keys); names as product categories:
// English required, Indonesian and Chinese optional (blank = English). A category has a colour.

export const MAX_TAXONOMY_NAME = 60;
export const TAXONOMY_KINDS = ['category', 'tag'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

const uuid = z.uuid('invalid');
const optionalName = z.string().trim().max(MAX_TAXONOMY_NAME, 'nameTooLong').default('');
const kind = z.enum(TAXONOMY_KINDS, 'invalid');

export const taxonomyFormSchema = z.object({
  kind,
  id: z.union([z.literal('').transform(() => null), uuid]).default(null),
  name: z.string().trim().min(1, 'nameRequired').max(MAX_TAXONOMY_NAME, 'nameTooLong'),
  nameId: optionalName,
  nameZh: optionalName,
  slug: slugSchema,
  // Only categories have one; a tag's form sends none.
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'colorFormat')
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type TaxonomyForm = z.output<typeof taxonomyFormSchema>;

export const deleteTaxonomySchema = z.object({ kind, id: uuid });
export const mergeTagsSchema = z
  .object({ from: uuid, into: uuid })
  .refine((input) => input.from !== input.into, { path: ['into'], message: 'mergeIntoSelf' });

/** Message keys under `adminTaxonomy.errors` (the slug keys are the post editor's). */
export const TAXONOMY_ERROR_KEYS = [
  'nameRequired',
  'nameTooLong',
  'colorFormat',
  'mergeIntoSelf',
  'slugRequired',
  'slugFormat',
  'slugTooLong',
  'slugHyphenEnds',
  'slugConsecutiveHyphens',
  'invalid',
] as const;
export type TaxonomyErrorKey = (typeof TAXONOMY_ERROR_KEYS)[number];

/** The first issue per field, as message keys. */
export const taxonomyIssues = (error: z.ZodError): Record<string, TaxonomyErrorKey> => issueKeys(error, TAXONOMY_ERROR_KEYS, 'invalid');
