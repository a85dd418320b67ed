import '../../validation/zod-jitless';
import { z } from 'zod';
import { BLOCK_TYPES } from '../blocks';
import { blockLimitProblem, blockTextLength, MAX_BLOCKS, MAX_POST_CONTENT_CHARS } from '../blocks/limits';
import { pickBlockText } from '../blocks/translation';
import { EXCERPT_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX, slugSchema, TITLE_MAX, VALIDATION_KEYS, type ValidationKey } from './schemas';

/**
 * One locale's words of one post, checked by the editor (live) and again by the server
 * action. The rules are the default language's (lib/blog/admin/schemas.ts, same message keys of
 * `editor.validation`): nothing is required while the locale is untouched (all blank = remove the
 * locale); once started, the title and slug are required as in English, and every field and
 * block text field keeps its English length limit (`fieldMax`).
 */

export const TRANSLATION_TEXT_FIELDS = ['title', 'slug', 'excerpt', 'metaTitle', 'metaDescription', 'featuredImageAlt'] as const;
export type TranslationTextField = (typeof TRANSLATION_TEXT_FIELDS)[number];
export type TranslationField = TranslationTextField | 'blocks';
export type TranslationFieldErrors = Partial<Record<TranslationField, ValidationKey>>;

/** A translated block: the English block's type at that position and only its text fields. */
const translationBlockSchema = z
  .object({ type: z.enum(BLOCK_TYPES), content: z.record(z.string(), z.unknown()) })
  .transform((block) => ({ type: block.type, content: pickBlockText(block.type, block.content) }))
  .superRefine((block, ctx) => {
    const problem = blockLimitProblem(block.type, block.content);
    if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem });
  });

/** The form of one locale: `blocks[i]` is the translation of the English block at position i. */
export const postTranslationSchema = z
  .object({
    title: z.string().trim().max(TITLE_MAX, 'titleTooLong'),
    slug: z.string().trim().max(200, 'slugTooLong'),
    excerpt: z.string().trim().max(EXCERPT_MAX, 'excerptTooLong'),
    metaTitle: z.string().trim().max(META_TITLE_MAX, 'metaTitleTooLong'),
    metaDescription: z.string().trim().max(META_DESCRIPTION_MAX, 'metaDescriptionTooLong'),
    featuredImageAlt: z.string().trim().max(300, 'altTooLong'),
    blocks: z.array(translationBlockSchema).max(MAX_BLOCKS, 'tooManyBlocks'),
  })
  .superRefine((form, ctx) => {
    if (isBlankTranslation(form)) return;
    if (form.title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: 'titleRequired' });
    const slug = slugSchema.safeParse(form.slug);
    if (!slug.success) ctx.addIssue({ code: 'custom', path: ['slug'], message: slug.error.issues[0]?.message ?? 'slugFormat' });
    if (form.blocks.reduce((total, b) => total + blockTextLength(b.content), 0) > MAX_POST_CONTENT_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'contentTooLong' });
    }
  });
export type PostTranslationInput = z.input<typeof postTranslationSchema>;
export type PostTranslationForm = z.output<typeof postTranslationSchema>;

const blankText = (value: unknown): boolean =>
  Array.isArray(value) ? value.every(blankText) : typeof value !== 'string' || value.trim() === '';

/** True when the locale holds no words at all: saving it removes the locale. */
export function isBlankTranslation(
  form: {
    [K in TranslationTextField]: string;
  } & { blocks: readonly { content: Record<string, unknown> }[] },
): boolean {
  return (
    TRANSLATION_TEXT_FIELDS.every((field) => form[field].trim() === '') &&
    form.blocks.every((b) => Object.values(b.content).every(blankText))
  );
}

function keyOf(message: string): ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(message) ? (message as ValidationKey) : 'invalid';
}

/** Zod issues → the first message key per field (block issues under 'blocks'). */
export function translationErrorKeys(error: z.ZodError): TranslationFieldErrors {
  const out: TranslationFieldErrors = {};
  for (const issue of error.issues) {
    const head = String(issue.path[0] ?? '');
    const field: TranslationField = (TRANSLATION_TEXT_FIELDS as readonly string[]).includes(head) ? (head as TranslationField) : 'blocks';
    out[field] ??= keyOf(issue.message);
  }
  return out;
}

export type TranslationValidation = { ok: true; data: PostTranslationForm } | { ok: false; fieldErrors: TranslationFieldErrors };

export function validatePostTranslation(input: unknown): TranslationValidation {
  const parsed = postTranslationSchema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: translationErrorKeys(parsed.error) };
}
