import '../../validation/zod-jitless';
import { z } from 'zod';
import { BLOCK_TYPES, isEmptyBlock } from '../blocks';
import { SLUG_MAX } from '../../html/slug';
import { blockLimitProblem, blockTextLength, MAX_BLOCKS, MAX_POST_CONTENT_CHARS } from '../blocks/limits';

/**
 * The post editor's form and SPEC section 5's rules, shared by the browser (live validation) and
 * the server actions (on save). Messages are keys of the `editor.validation` namespace, so both
 * sides show the same, translated text.
 */

export const TITLE_MAX = 200;
export { SLUG_MAX };
export const EXCERPT_MAX = 300;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export { MAX_BLOCKS } from '../blocks/limits';
/** SPEC section 9: live validation delays and the alert lifetime. */
export const TITLE_CHECK_DELAY_MS = 500;
export const SLUG_CHECK_DELAY_MS = 800;
export const ALERT_DISMISS_MS = 5000;

export const VALIDATION_KEYS = [
  'titleRequired',
  'titleTooLong',
  'slugRequired',
  'slugFormat',
  'slugTooLong',
  'slugHyphenEnds',
  'slugConsecutiveHyphens',
  'slugTaken',
  'slugTakenLive',
  'slugCheckFailed',
  'slugCheckFailedLive',
  'authorRequired',
  'imageUrlInvalid',
  'imageUrlInvalidLive',
  'imageHostNotAllowed',
  'imageImportFailed',
  'excerptTooLong',
  'altTooLong',
  'metaTitleTooLong',
  'metaDescriptionTooLong',
  'allBlocksEmpty',
  'tooManyBlocks',
  'blockFieldTooLong',
  'tooManyListItems',
  'contentTooLong',
  'scheduleRequired',
  'scheduleInPast',
  'invalid',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export const POST_FIELDS = [
  'title',
  'slug',
  'author',
  'excerpt',
  'featuredImageUrl',
  'featuredImageAlt',
  'status',
  'scheduledAt',
  'categories',
  'tags',
  'metaTitle',
  'metaDescription',
  'blocks',
] as const;
export type PostField = (typeof POST_FIELDS)[number];
export type PostFieldErrors = Partial<Record<PostField, ValidationKey>>;

export const titleSchema = z.string().trim().min(1, 'titleRequired').max(TITLE_MAX, 'titleTooLong');

/** SPEC order: required, characters, length, hyphen at the ends, consecutive hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'slugRequired')
  .regex(/^[a-z0-9-]*$/, 'slugFormat')
  .max(SLUG_MAX, 'slugTooLong')
  .refine((s) => !s.startsWith('-') && !s.endsWith('-'), 'slugHyphenEnds')
  .refine((s) => !s.includes('--'), 'slugConsecutiveHyphens');

/**
 * A valid absolute http(s) URL (other schemes such as javascript: are refused). A root-relative
 * path on this site (`/storage/itemphotos/...`, as uploaded photos and the seed use) is accepted
 * too, or posts pointing at our own storage could never be saved again.
 */
export function isAbsoluteHttpUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'imageUrlInvalid')
  .refine((v) => v === '' || isAbsoluteHttpUrl(v), 'imageUrlInvalid');

export const editorBlockSchema = z
  .object({
    id: z.string().max(100),
    type: z.enum(BLOCK_TYPES),
    content: z.record(z.string(), z.unknown()),
  })
  .superRefine((block, ctx) => {
    const problem = blockLimitProblem(block.type, block.content);
    if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem });
  });
export type EditorBlock = z.output<typeof editorBlockSchema>;

/** What a save can ask for: Save as Draft (also unschedules), Publish Now, Schedule. */
export const EDITOR_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type EditorStatus = (typeof EDITOR_STATUSES)[number];

/**
 * Schedule: `scheduledAt` is the UTC instant (ISO) the editor converted from the admin's zone; it
 * must be in the future when saved (`now` is the check's clock; the browser and the server both
 * check). Ignored for the other statuses.
 */
export function scheduleProblem(status: EditorStatus, scheduledAt: string, now: number = Date.now()): ValidationKey | null {
  if (status !== 'scheduled') return null;
  const at = scheduledAt === '' ? Number.NaN : Date.parse(scheduledAt);
  if (Number.isNaN(at)) return 'scheduleRequired';
  return at > now ? null : 'scheduleInPast';
}

/** SPEC section 3 'Editor form' (blocks' order is their position; sort_order is assigned on save). */
export const postFormSchema = z
  .object({
    title: titleSchema,
    slug: slugSchema,
    author: z.string().trim().min(1, 'authorRequired').max(200, 'invalid'),
    excerpt: z.string().trim().max(EXCERPT_MAX, 'excerptTooLong'),
    featuredImageUrl: imageUrlSchema,
    featuredImageAlt: z.string().trim().max(300, 'altTooLong'),
    status: z.enum(EDITOR_STATUSES),
    scheduledAt: z.string().trim().max(40, 'scheduleRequired').default(''),
    categories: z.array(z.uuid()).max(100, 'invalid'),
    tags: z.array(z.uuid()).max(200, 'invalid'),
    metaTitle: z.string().trim().max(META_TITLE_MAX, 'metaTitleTooLong'),
    metaDescription: z.string().trim().max(META_DESCRIPTION_MAX, 'metaDescriptionTooLong'),
    isFeatured: z.boolean().default(false),
    blocks: z.array(editorBlockSchema).max(MAX_BLOCKS, 'tooManyBlocks'),
  })
  .superRefine((form, ctx) => {
    const schedule = scheduleProblem(form.status, form.scheduledAt);
    if (schedule) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: schedule });
    if (form.blocks.length > 0 && form.blocks.every((b) => isEmptyBlock(b))) {
      ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'allBlocksEmpty' });
    }
    if (form.blocks.reduce((total, b) => total + blockTextLength(b.content), 0) > MAX_POST_CONTENT_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'contentTooLong' });
    }
  });
export type PostFormInput = z.input<typeof postFormSchema>;
export type PostForm = z.output<typeof postFormSchema>;

function keyOf(message: string): ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(message) ? (message as ValidationKey) : 'invalid';
}

/** Zod issues → the first message key per field. */
export function fieldErrorKeys(error: z.ZodError): PostFieldErrors {
  const out: PostFieldErrors = {};
  for (const issue of error.issues) {
    const head = String(issue.path[0] ?? '');
    const field = ((POST_FIELDS as readonly string[]).includes(head) ? head : 'blocks') as PostField;
    out[field] ??= keyOf(issue.message);
  }
  return out;
}

export type PostValidation = { ok: true; data: PostForm } | { ok: false; fieldErrors: PostFieldErrors };

export function validatePostForm(input: unknown): PostValidation {
  const parsed = postFormSchema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: fieldErrorKeys(parsed.error) };
}

/** One field's live check: the first message key, or null when valid. */
export function firstErrorKey(schema: z.ZodType, value: unknown): ValidationKey | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : keyOf(parsed.error.issues[0]?.message ?? 'invalid');
}

export const validateTitle = (value: string) => firstErrorKey(titleSchema, value);
export const validateSlugFormat = (value: string) => firstErrorKey(slugSchema, value);
/** Live: 'Invalid URL format' (on save the message is 'Invalid image URL format'). */
export const validateImageUrlLive = (value: string): ValidationKey | null =>
  firstErrorKey(imageUrlSchema, value) ? 'imageUrlInvalidLive' : null;

/** The editor's content summary (badge, warning, overview). */
export function contentSummary(blocks: readonly { type: string; content: unknown }[]) {
  const emptyBlocks = blocks.filter((b) => isEmptyBlock(b)).length;
  return {
    blockCount: blocks.length,
    emptyBlocks,
    noContent: blocks.length === 0,
    allEmpty: blocks.length > 0 && emptyBlocks === blocks.length,
  };
}
