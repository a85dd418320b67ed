import '../../validation/zod-jitless';
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from '@/lib/html/slug';
import { plainText } from '@/lib/html/plain-text';
import { isTranslationLocale, type TranslationLocale } from '@/lib/i18n/content-locales';
import { MAX_DESCRIPTION, MAX_ITEM_NAME, MAX_SPEC_TEXT, MAX_SPECS } from '../schemas';

// One locale's words of one item, as Edit Item's translation tab sends them. The rules
// are the default language's (lib/catalog/schemas.ts): same limits, and once a locale is started
// (any field filled) its name is required, as the English name is. Zod messages are keys of
// `admin.itemTranslations.errors`; the action translates them.

/** Visible text of a description: '<p></p>' counts as blank. */
export const descriptionText = plainText;

const specText = z.string().trim().max(MAX_SPEC_TEXT, 'specTooLong');

// The words of one locale; Edit Item's tab and the product CSV's translated columns both check
// them with `wordsRules`, so a file can never store what the tab would refuse.
const words = {
  locale: z.custom<TranslationLocale>(isTranslationLocale, 'invalid'),
  name: z.string().trim().max(MAX_ITEM_NAME, 'nameTooLong'),
  description: z.string().max(MAX_DESCRIPTION, 'descriptionTooLong'),
  // One entry per English row, by position: the structure belongs to the default language.
  specs: z.array(z.object({ name: specText, value: specText })).max(MAX_SPECS, 'tooManySpecs'),
};

function wordsRules(input: Words, ctx: z.RefinementCtx) {
  if (!isStarted(input)) return;
  if (input.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'nameRequired' });
  input.specs.forEach((row, i) => {
    // A value needs its name, as an English row needs both (a lone translated name is fine: the
    // value then falls back to the English one, e.g. a size that reads the same everywhere).
    if (row.value !== '' && row.name === '') ctx.addIssue({ code: 'custom', path: ['specs', i, 'name'], message: 'specNameRequired' });
  });
}

export const itemTranslationWordsSchema = z.object(words).superRefine(wordsRules);

export const itemTranslationSchema = z
  .object({
    itemId: z.number().int().positive(),
    ...words,
    // This locale's address slug as typed (blank or unchanged = kept), or made anew from the name.
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .refine((s) => s === '' || (s.length <= SLUG_MAX && SLUG_PATTERN.test(s)), 'slugFormat')
      .default(''),
    regenerateSlug: z.boolean().default(false),
  })
  .superRefine(wordsRules);

export type ItemTranslationInput = z.output<typeof itemTranslationSchema>;

type Words = { name: string; description: string; specs: ReadonlyArray<{ name: string; value: string }> };

/** Any field filled: the locale is started, and its name becomes required. */
export function isStarted(words: Words): boolean {
  return (
    words.name.trim() !== '' ||
    descriptionText(words.description) !== '' ||
    words.specs.some((s) => s.name.trim() !== '' || s.value.trim() !== '')
  );
}

/** The error keys the schema can produce (anything else reads as 'invalid'). */
export const TRANSLATION_ERROR_KEYS = [
  'nameRequired',
  'nameTooLong',
  'descriptionTooLong',
  'specTooLong',
  'specNameRequired',
  'tooManySpecs',
  'slugFormat',
] as const;
export type TranslationErrorKey = (typeof TRANSLATION_ERROR_KEYS)[number] | 'invalid';

/** Form field of an issue: 'name', 'description', 'slug', 'spec-N' (row N, 0-based) or 'form'. */
export function translationFieldOf(path: ReadonlyArray<PropertyKey>): string {
  const [head, index] = path;
  if (head === 'name' || head === 'description' || head === 'slug') return head;
  if (head === 'specs' && typeof index === 'number') return `spec-${index}`;
  return 'form';
}

/** Zod issues → { field: error key }, the first issue per field. */
export function translationIssues(error: z.ZodError): Record<string, TranslationErrorKey> {
  const out: Record<string, TranslationErrorKey> = {};
  for (const issue of error.issues) {
    const field = translationFieldOf(issue.path);
    if (out[field]) continue;
    out[field] = (TRANSLATION_ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as TranslationErrorKey) : 'invalid';
  }
  return out;
}
