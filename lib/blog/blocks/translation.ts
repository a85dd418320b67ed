import type { BlockTextField } from './definition';
import { BLOCK_DEFINITIONS, BLOCK_TYPES, type BlockType } from './registry';

// Which fields of a content block are words (translated per locale) and which are
// presentation (URLs, alignment, level, width, styles, the quote's author name), always the
// English block's. A translated block stores only its text fields
// (blog_content_block_translations.content) and is laid over the English block on read, field by
// field, so a translation can never point an image or a button somewhere else.

const textFieldsOf = (type: BlockType) => BLOCK_DEFINITIONS[type].textFields as Readonly<Record<string, BlockTextField>>;

/** Each type's text fields, from its definition's `textFields` (in that order). */
export const BLOCK_TEXT_FIELDS: Readonly<Record<BlockType, readonly string[]>> = Object.fromEntries(
  BLOCK_TYPES.map((type) => [type, Object.keys(textFieldsOf(type))]),
) as unknown as Record<BlockType, readonly string[]>;

/** One text field's label and input, or undefined when `field` is not one of `type`'s words. */
export function blockTextField(type: BlockType, field: string): BlockTextField | undefined {
  const spec = textFieldsOf(type);
  return Object.hasOwn(spec, field) ? spec[field] : undefined;
}

/** A stored block translation: the English block's type and its text fields (strings, or the list's items). */
export type BlockTranslation = { blockType: string; content: Record<string, unknown> };

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((v) => String(v).trim() !== '');
  return false;
}

/**
 * A field whose markup flag travels with it (a definition's `input: 'rich'`): a text block's
 * `content` is plain text or HTML as its `format` says, and a translation may be written in
 * either, so the flag is stored with the translated words and taken from whichever side the
 * words come from.
 */
export const BLOCK_FIELD_FORMAT: Partial<Record<BlockType, Record<string, string>>> = Object.fromEntries(
  BLOCK_TYPES.flatMap((type) => {
    const flags = Object.entries(textFieldsOf(type)).flatMap(([field, spec]) => (spec.input === 'rich' ? [[field, spec.format]] : []));
    return flags.length ? [[type, Object.fromEntries(flags)]] : [];
  }),
);

/** Only the text fields of `content` (what a translation row stores), with their format flags. */
export function pickBlockText(type: BlockType, content: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const formats = BLOCK_FIELD_FORMAT[type] ?? {};
  for (const field of BLOCK_TEXT_FIELDS[type] as readonly string[]) {
    if (!(field in content)) continue;
    out[field] = content[field];
    const flag = formats[field];
    if (flag && flag in content) out[flag] = content[flag];
  }
  return out;
}

/**
 * True when the translation covers the English block: same type, and every text field the English
 * block fills is filled in the translation (a list needs as many non-blank items). A block with no
 * words (a divider, an image without alt/caption) counts as translated.
 */
export function isBlockTranslated(
  type: BlockType,
  english: Record<string, unknown>,
  translation: BlockTranslation | null | undefined,
): boolean {
  const fields = BLOCK_TEXT_FIELDS[type] as readonly string[];
  const needed = fields.filter((f) => filled(english[f]));
  if (needed.length === 0) return true;
  if (!translation || translation.blockType !== type) return false;
  return needed.every((f) => fieldCovered(english[f], translation.content[f]));
}

/** A list translation covers the English list when it has at least as many non-blank items. */
function fieldCovered(englishValue: unknown, value: unknown): boolean {
  if (!filled(value)) return false;
  if (Array.isArray(englishValue)) return Array.isArray(value) && value.filter(filled).length >= englishValue.filter(filled).length;
  return true;
}

/**
 * The block as shown in `locale`, per field as the editor promises ("an empty field shows the
 * English text"): each text field the translation covers is laid over the English block, each
 * other one stays English and is named in `fallback` (the page marks it `lang` of the default
 * language). `translated` is true when no field fell back.
 */
export function localiseBlock<C extends Record<string, unknown>>(
  type: BlockType,
  english: C,
  translation: BlockTranslation | null | undefined,
): { content: C; translated: boolean; fallback: string[]; covered: number } {
  const fields = (BLOCK_TEXT_FIELDS[type] as readonly string[]).filter((f) => filled(english[f]));
  if (fields.length === 0) return { content: english, translated: true, fallback: [], covered: 0 };
  const words = translation && translation.blockType === type ? translation.content : {};
  const formats = BLOCK_FIELD_FORMAT[type] ?? {};
  const content: Record<string, unknown> = { ...english };
  const fallback: string[] = [];
  for (const field of fields) {
    if (!fieldCovered(english[field], words[field])) {
      fallback.push(field);
      continue;
    }
    content[field] = words[field];
    // Words stored before the flag existed are plain text, whatever the English block became.
    const flag = formats[field];
    if (flag) content[flag] = words[flag] ?? 'plain';
  }
  return { content: content as C, translated: fallback.length === 0, fallback, covered: fields.length - fallback.length };
}
