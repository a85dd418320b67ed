import '../../validation/zod-jitless';
import { z } from 'zod';
import { ctaBlockDefaults, ctaBlockSchema, isCtaBlockEmpty } from './cta';
import { dividerBlockDefaults, dividerBlockSchema, isDividerBlockEmpty } from './divider';
import { headingBlockDefaults, headingBlockSchema, isHeadingBlockEmpty } from './heading';
import { imageBlockDefaults, imageBlockSchema, isImageBlockEmpty } from './image';
import { isListBlockEmpty, listBlockDefaults, listBlockSchema } from './list';
import { isQuoteBlockEmpty, quoteBlockDefaults, quoteBlockSchema } from './quote';
import { isTextBlockEmpty, textBlockDefaults, textBlockSchema } from './text';

/**
 * The block registry: the single source of truth for block content, shared by the public
 * renderer (components/blog/blocks), the editor and the server actions that save posts.
 * A new block type = a schema file here + a renderer + an editor panel.
 */
export const BLOCK_TYPES = ['text', 'heading', 'image', 'list', 'quote', 'divider', 'cta'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const blockSchemas = {
  text: textBlockSchema,
  heading: headingBlockSchema,
  image: imageBlockSchema,
  list: listBlockSchema,
  quote: quoteBlockSchema,
  divider: dividerBlockSchema,
  cta: ctaBlockSchema,
} as const;

export type BlockContentMap = { [K in BlockType]: z.output<(typeof blockSchemas)[K]> };

/** A block whose content has been validated: `{ type, content }` narrowed by `type`. */
export type Block = { [K in BlockType]: { type: K; content: BlockContentMap[K] } }[BlockType];

/** Discriminated union of every block type: `{ type: 'text', content: {...} } | ...`. */
export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), content: textBlockSchema }),
  z.object({ type: z.literal('heading'), content: headingBlockSchema }),
  z.object({ type: z.literal('image'), content: imageBlockSchema }),
  z.object({ type: z.literal('list'), content: listBlockSchema }),
  z.object({ type: z.literal('quote'), content: quoteBlockSchema }),
  z.object({ type: z.literal('divider'), content: dividerBlockSchema }),
  z.object({ type: z.literal('cta'), content: ctaBlockSchema }),
]);

const defaults: { [K in BlockType]: () => BlockContentMap[K] } = {
  text: textBlockDefaults,
  heading: headingBlockDefaults,
  image: imageBlockDefaults,
  list: listBlockDefaults,
  quote: quoteBlockDefaults,
  divider: dividerBlockDefaults,
  cta: ctaBlockDefaults,
};

/** SPEC section 3 defaults for a new block of `type` (a fresh object each call). */
export function defaultBlockContent<K extends BlockType>(type: K): BlockContentMap[K] {
  return defaults[type]();
}

const emptiness: { [K in BlockType]: (content: BlockContentMap[K]) => boolean } = {
  text: isTextBlockEmpty,
  heading: isHeadingBlockEmpty,
  image: isImageBlockEmpty,
  list: isListBlockEmpty,
  quote: isQuoteBlockEmpty,
  divider: isDividerBlockEmpty,
  cta: isCtaBlockEmpty,
};

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);
}

export type ParsedBlock =
  | { ok: true; block: Block }
  | { ok: false; reason: 'unknown-type' | 'malformed'; message: string };

/** Validates one stored or edited block. Never throws. */
export function parseBlock(input: { type: string; content: unknown }): ParsedBlock {
  if (!isBlockType(input.type)) return { ok: false, reason: 'unknown-type', message: `unknown block type "${input.type}"` };
  const result = blockSchema.safeParse({ type: input.type, content: input.content });
  if (!result.success) return { ok: false, reason: 'malformed', message: z.prettifyError(result.error) };
  return { ok: true, block: result.data as Block };
}

/**
 * SPEC section 5: text, heading and quote need non-blank content, image a url, cta a title;
 * list and divider are never empty. Unknown or malformed blocks count as empty (dropped on save).
 */
export function isEmptyBlock(input: { type: string; content: unknown }): boolean {
  const parsed = parseBlock(input);
  if (!parsed.ok) return true;
  const { block } = parsed;
  return (emptiness[block.type] as (c: unknown) => boolean)(block.content);
}

export { countWords, readingTimeMinutes } from '../reading-time';
export { DEFAULT_DIVIDER_COLOR, DIVIDER_STYLES } from './divider';
export { CTA_STYLES } from './cta';
export { HEADING_LEVELS, type HeadingLevel } from './heading';
export { IMAGE_WIDTHS } from './image';
export { LIST_TYPES } from './list';
export { QUOTE_STYLES } from './quote';
export { TEXT_FONT_SIZES } from './text';
export { ALIGNMENTS, type Alignment } from './options';
