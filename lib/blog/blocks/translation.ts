import type { BlockType } from './registry';

// Issue 13: which fields of a content block are words (translated per locale) and which are
// presentation (URLs, alignment, level, width, styles, the quote's author name), always the
// English block's. A translated block stores only its text fields
// (blog_content_block_translations.content) and is laid over the English block on read, so a
// translation can never point an image or a button somewhere else.

export const BLOCK_TEXT_FIELDS = {
  text: ['content'],
  heading: ['content'],
  image: ['alt', 'caption'],
  list: ['items'],
  quote: ['content'],
  divider: [],
  cta: ['title', 'description', 'buttonText'],
} as const satisfies Record<BlockType, readonly string[]>;

export type BlockTextField<T extends BlockType = BlockType> = (typeof BLOCK_TEXT_FIELDS)[T][number];

/** A stored block translation: the English block's type and its text fields (strings, or the list's items). */
export type BlockTranslation = { blockType: string; content: Record<string, unknown> };

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((v) => String(v).trim() !== '');
  return false;
}

/** Only the text fields of `content` (what a translation row stores). */
export function pickBlockText(type: BlockType, content: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of BLOCK_TEXT_FIELDS[type] as readonly string[]) if (field in content) out[field] = content[field];
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
  return needed.every((f) => {
    const value = translation.content[f];
    if (!filled(value)) return false;
    if (Array.isArray(english[f]))
      return Array.isArray(value) && value.filter(filled).length >= (english[f] as unknown[]).filter(filled).length;
    return true;
  });
}

/**
 * The block as shown in `locale`: the translation's words over the English block when it covers
 * it (`translated: true`), else the English block unchanged (`translated: false`, the page marks it
 * `lang` of the default language). Per block, never half a block in each language.
 */
export function localiseBlock<C extends Record<string, unknown>>(
  type: BlockType,
  english: C,
  translation: BlockTranslation | null | undefined,
): { content: C; translated: boolean } {
  const fields = BLOCK_TEXT_FIELDS[type] as readonly string[];
  if (fields.length === 0 || !fields.some((f) => filled(english[f]))) return { content: english, translated: true };
  if (!isBlockTranslated(type, english, translation)) return { content: english, translated: false };
  return { content: { ...english, ...pickBlockText(type, translation!.content) }, translated: true };
}
