import '../../validation/zod-jitless';
import { z } from 'zod';
import { ctaBlock } from './cta';
import type { BlockDefinition } from './definition';
import { dividerBlock } from './divider';
import { headingBlock } from './heading';
import { imageBlock } from './image';
import { listBlock } from './list';
import { quoteBlock } from './quote';
import { textBlock } from './text';

/**
 * The block registry: one definition per type (its own file next door), the single source of
 * truth for block content. The type list, the content types and the validators below are all
 * derived from this map, and the public renderers (components/blog/blocks/registry.tsx) and the
 * editor panels (components/admin/blog/editor/panels/registry.ts) are typed over its keys, so a
 * type added here without a renderer or panel does not compile. The key order is the editor
 * palette's order.
 */
export const BLOCK_DEFINITIONS = {
  text: textBlock,
  heading: headingBlock,
  image: imageBlock,
  list: listBlock,
  quote: quoteBlock,
  divider: dividerBlock,
  cta: ctaBlock,
} satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof BLOCK_DEFINITIONS;
export const BLOCK_TYPES = Object.keys(BLOCK_DEFINITIONS) as readonly BlockType[];

export type BlockContentMap = { [K in BlockType]: z.output<(typeof BLOCK_DEFINITIONS)[K]['schema']> };

/** A block whose content has been validated: `{ type, content }` narrowed by `type`. */
export type Block = { [K in BlockType]: { type: K; content: BlockContentMap[K] } }[BlockType];

/** One definition, typed by its key (the map's value types stay correlated with `K`). */
export function blockDefinition<K extends BlockType>(type: K): BlockDefinition<z.ZodType<BlockContentMap[K]>> {
  return BLOCK_DEFINITIONS[type] as unknown as BlockDefinition<z.ZodType<BlockContentMap[K]>>;
}

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && Object.hasOwn(BLOCK_DEFINITIONS, value);
}

// `{ type, content }` per type, so a malformed block's message names the path as `content.…`.
const blockSchemas = Object.fromEntries(
  BLOCK_TYPES.map((type) => [type, z.object({ type: z.literal(type), content: BLOCK_DEFINITIONS[type].schema })]),
) as unknown as Record<BlockType, z.ZodType<Block>>;

export type ParsedBlock = { ok: true; block: Block } | { ok: false; reason: 'unknown-type' | 'malformed'; message: string };

/** Validates one stored or edited block. Never throws. */
export function parseBlock(input: { type: string; content: unknown }): ParsedBlock {
  if (!isBlockType(input.type)) return { ok: false, reason: 'unknown-type', message: `unknown block type "${input.type}"` };
  const result = blockSchemas[input.type].safeParse({ type: input.type, content: input.content });
  if (!result.success) return { ok: false, reason: 'malformed', message: z.prettifyError(result.error) };
  return { ok: true, block: result.data };
}
