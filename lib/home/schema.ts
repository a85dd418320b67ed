import '../validation/zod-jitless';
import { z } from 'zod';
import { isTranslationLocale, type TranslationLocale } from '../i18n/content-locales';
import { isStagedToken } from '../catalog/upload-token';
import {
  ITEM_LIMITS,
  ITEM_TEXT_FIELDS,
  MAX_NEW_PHOTOS_PER_SAVE,
  SECTION_LIMITS,
  SECTIONS,
  SECTION_TEXT_FIELDS,
  isHomeSection,
  type HomeSectionKey,
  type ItemTextField,
} from './sections';

// What the home page editor sends, and the rules the server holds it to (pure: the browser shows
// the same limits). Zod messages are keys of `adminHome.errors`; issues carry the limit a message
// names (`maximum`). The English save carries the photos (files first, then one transaction:
// lib/home/write.ts); a translation save carries words only, one locale at a time.

export const PHOTO_PLANS = ['keep', 'remove', 'new'] as const;
export type PhotoPlan = (typeof PHOTO_PLANS)[number];

const sectionKey = z.custom<HomeSectionKey>(isHomeSection, 'invalid');
const words = <K extends string>(limits: Record<K, number>, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, z.string().trim().max(limits[f], 'tooLong').default('')])) as {
    [P in K]: z.ZodDefault<z.ZodString>;
  };

const itemId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const photoPlan = z.enum(PHOTO_PLANS, 'invalid').default('keep');
// A new photo is the token of its upload (app/api/admin/uploads), never the file itself.
const file = z.string().refine(isStagedToken, 'photoMissing').optional();

const englishItem = z.object({ id: itemId.optional(), ...words(ITEM_LIMITS, ITEM_TEXT_FIELDS), photo: photoPlan, file });

const filled = (v: string) => v !== '';

export const homeSectionSchema = z
  .object({
    section: sectionKey,
    ...words(SECTION_LIMITS, SECTION_TEXT_FIELDS),
    photo: photoPlan,
    sectionPhoto: file,
    // The list's length is checked per section below; this bound only stops a huge payload early.
    items: z.array(englishItem).max(100, 'tooManyItems').default([]),
  })
  .superRefine((input, ctx) => {
    const def = SECTIONS[input.section];
    const items = def.items;
    if (!items && input.items.length > 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'invalid' });
    if (items && input.items.length > items.max)
      ctx.addIssue({ code: 'too_big', origin: 'array', maximum: items.max, inclusive: true, path: ['items'], message: 'tooManyItems' });
    const hasContent = input.items.length > 0 || filled(input.body) || (def.photo && input.photo === 'new');
    if (input.title === '' && (def.title === 'always' || hasContent))
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'required' });
    if (def.photo && input.photo === 'new' && !input.sectionPhoto)
      ctx.addIssue({ code: 'custom', path: ['photo'], message: 'photoMissing' });
    const ids = new Set<number>();
    input.items.forEach((item, i) => {
      for (const field of items?.required ?? []) {
        if (item[field] === '') ctx.addIssue({ code: 'custom', path: ['items', i, field], message: 'required' });
      }
      if (item.id !== undefined) {
        if (ids.has(item.id)) ctx.addIssue({ code: 'custom', path: ['items', i], message: 'invalid' });
        ids.add(item.id);
      }
      if (items?.photo !== 'none' && item.photo === 'new' && !item.file)
        ctx.addIssue({ code: 'custom', path: ['items', i, 'photo'], message: 'photoMissing' });
      // A new entry has no stored photo to keep; a kept entry's photo is checked against the row (write.ts).
      if (items?.photo === 'required' && (item.photo === 'remove' || (item.photo === 'keep' && item.id === undefined)))
        ctx.addIssue({ code: 'custom', path: ['items', i, 'photo'], message: 'photoRequired' });
    });
    const newPhotos =
      (def.photo && input.photo === 'new' ? 1 : 0) + (items?.photo === 'none' ? 0 : input.items.filter((i) => i.photo === 'new').length);
    if (newPhotos > MAX_NEW_PHOTOS_PER_SAVE)
      ctx.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: MAX_NEW_PHOTOS_PER_SAVE,
        inclusive: true,
        path: ['photo'],
        message: 'tooManyPhotos',
      });
  });

export type HomeSectionInput = z.output<typeof homeSectionSchema>;

const translatedItem = z.object({ id: itemId, ...words(ITEM_LIMITS, ITEM_TEXT_FIELDS) });

/** One locale's words of one section: one entry per English entry, by id, in the English order. */
export const homeTranslationSchema = z
  .object({
    section: sectionKey,
    locale: z.custom<TranslationLocale>(isTranslationLocale, 'invalid'),
    ...words(SECTION_LIMITS, SECTION_TEXT_FIELDS),
    items: z.array(translatedItem).max(100, 'tooManyItems').default([]),
  })
  .superRefine((input, ctx) => {
    const max = SECTIONS[input.section].items?.max ?? 0;
    if (input.items.length > max)
      ctx.addIssue({ code: 'too_big', origin: 'array', maximum: max, inclusive: true, path: ['items'], message: 'tooManyItems' });
    const ids = input.items.map((i) => i.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'invalid' });
  });

export type HomeTranslationInput = z.output<typeof homeTranslationSchema>;

/** The History panel's calls name the section as `id` (components/admin/revisions/history-panel.tsx). */
export const homeSectionRefSchema = z.object({ id: sectionKey });
export const homeRestoreSchema = z.object({ id: sectionKey, revisionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The error keys the schemas produce (anything else reads as 'invalid'). */
export const HOME_ERROR_KEYS = [
  'required',
  'tooLong',
  'tooManyItems',
  'tooManyPhotos',
  'photoMissing',
  'photoRequired',
  'invalid',
] as const;
export type HomeErrorKey = (typeof HOME_ERROR_KEYS)[number];

/** A form field of the editor: a section field, 'photo', 'items', or `item-<index>-<field>` (index 0-based). */
export type HomeField = string;

export function itemFieldId(index: number, field: ItemTextField | 'photo'): HomeField {
  return `item-${index}-${field}`;
}

/** Zod issues → one error per field: its key and the limit it names, if any. */
export function homeIssues(error: z.ZodError): Record<HomeField, { key: HomeErrorKey; max?: number }> {
  const out: Record<HomeField, { key: HomeErrorKey; max?: number }> = {};
  for (const issue of error.issues) {
    const [head, index, field] = issue.path;
    let name: HomeField = 'form';
    if (head === 'items' && typeof index === 'number' && (field === 'photo' || (ITEM_TEXT_FIELDS as readonly unknown[]).includes(field)))
      name = itemFieldId(index, field as ItemTextField | 'photo');
    else if (head === 'items') name = 'items';
    else if (head === 'photo' || head === 'sectionPhoto') name = 'photo';
    else if ((SECTION_TEXT_FIELDS as readonly unknown[]).includes(head)) name = head as string;
    if (out[name]) continue;
    const key = (HOME_ERROR_KEYS as readonly string[]).includes(issue.message) ? (issue.message as HomeErrorKey) : 'invalid';
    const max = 'maximum' in issue && typeof issue.maximum === 'number' ? issue.maximum : undefined;
    out[name] = max === undefined ? { key } : { key, max };
  }
  return out;
}

/** A new photo's upload token as the form sent it (anything but a string is no photo, refused below). */
function fileOf(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The one reader of the English editor's FormData: `section`, `content` (JSON: the words, `photo`
 * and `items`), the upload tokens `sectionPhoto` and `itemPhoto-<index>`. Malformed JSON reads as null, which
 * the schema refuses with a message instead of a thrown error.
 */
export function homeSectionInputFromForm(form: FormData): unknown {
  let content: unknown = null;
  const raw = form.get('content');
  if (typeof raw === 'string') {
    try {
      content = JSON.parse(raw);
    } catch {
      content = null;
    }
  }
  if (!content || typeof content !== 'object' || Array.isArray(content)) return { section: form.get('section'), items: null };
  const c = content as Record<string, unknown>;
  const items = Array.isArray(c.items)
    ? c.items.map((item: unknown, i) =>
        item && typeof item === 'object' && !Array.isArray(item) ? { ...item, file: fileOf(form.get(`itemPhoto-${i}`)) } : item,
      )
    : c.items;
  return { ...c, section: form.get('section'), sectionPhoto: fileOf(form.get('sectionPhoto')), items };
}
