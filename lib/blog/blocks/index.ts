import { blockDefinition, parseBlock, type BlockContentMap, type BlockType } from './registry';

/**
 * The blocks' public face, shared by the public renderer (components/blog/blocks), the editor and
 * the server actions that save posts. Each type is defined once in its own file and listed once in
 * `./registry.ts`; docs/architecture.md has the checklist for adding a type.
 */
export {
  BLOCK_DEFINITIONS,
  BLOCK_TYPES,
  blockDefinition,
  isBlockType,
  parseBlock,
  type Block,
  type BlockContentMap,
  type BlockType,
  type ParsedBlock,
} from './registry';

/** SPEC section 3 defaults for a new block of `type` (a fresh object each call). */
export function defaultBlockContent<K extends BlockType>(type: K): BlockContentMap[K] {
  return blockDefinition(type).defaults();
}

/**
 * SPEC section 5 (each definition's `isEmpty`): text, heading and quote need non-blank content,
 * image a url, cta a title; list and divider are never empty. Unknown or malformed blocks count as
 * empty (dropped on save).
 */
export function isEmptyBlock(input: { type: string; content: unknown }): boolean {
  const parsed = parseBlock(input);
  if (!parsed.ok) return true;
  const { block } = parsed;
  return blockDefinition(block.type).isEmpty(block.content);
}

export { countBlocks, readingTime, readingTimeMinutes } from '../reading-time';
export { DEFAULT_DIVIDER_COLOR, DIVIDER_STYLES } from './divider';
export { CTA_STYLES } from './cta';
export { HEADING_LEVELS, type HeadingLevel } from './heading';
export { IMAGE_WIDTHS } from './image';
export { LIST_TYPES } from './list';
export { QUOTE_STYLES } from './quote';
export { TEXT_FONT_SIZES } from './text';
export { ALIGNMENTS, type Alignment } from './options';
