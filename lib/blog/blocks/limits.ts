import { DEFAULT_FIELD_MAX } from './field-limits';
import { BLOCK_DEFINITIONS, BLOCK_TYPES } from './registry';

/**
 * Size limits of a post's content, checked on save (lib/blog/admin/schemas.ts, in the editor and
 * again by the server action). Reading stays lenient: the block schemas next door never refuse a
 * stored row for its length, so content saved before these limits still shows.
 * Together they bound a post to well under the 2 MB body limit of non-upload server actions
 * (lib/security/body-limits.ts), even in a 3-byte-per-character script.
 */
export const MAX_BLOCKS = 100;
/** All text of all blocks of one post together. */
export const MAX_POST_CONTENT_CHARS = 100_000;
export const MAX_LIST_ITEMS = 100;
export { DEFAULT_FIELD_MAX } from './field-limits';

/** Characters per content field, by block type (each definition's `fieldMax`). */
export const BLOCK_FIELD_MAX: Record<string, Record<string, number>> = Object.fromEntries(
  BLOCK_TYPES.map((type) => [type, BLOCK_DEFINITIONS[type].fieldMax as Record<string, number>]),
);
/** A block's content has a handful of fields; more keys than this is not an editor's block. */
export const MAX_BLOCK_FIELDS = 10;

export type BlockLimitKey = 'blockFieldTooLong' | 'tooManyListItems' | 'contentTooLong';

const length = (value: string) => [...value].length;

/** Characters of text a block carries (strings and list items). */
export function blockTextLength(content: Record<string, unknown>): number {
  let total = 0;
  for (const value of Object.values(content)) {
    if (typeof value === 'string') total += length(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') total += length(item);
  }
  return total;
}

/** The first limit a block's content breaks, or null. */
export function blockLimitProblem(type: string, content: Record<string, unknown>): BlockLimitKey | null {
  if (Object.keys(content).length > MAX_BLOCK_FIELDS) return 'blockFieldTooLong';
  const limits = BLOCK_FIELD_MAX[type] ?? {};
  for (const [field, value] of Object.entries(content)) {
    if (typeof value === 'string' && length(value) > (limits[field] ?? DEFAULT_FIELD_MAX)) return 'blockFieldTooLong';
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_ITEMS) return 'tooManyListItems';
      if (value.some((item) => typeof item === 'string' && length(item) > DEFAULT_FIELD_MAX)) return 'blockFieldTooLong';
    }
  }
  return null;
}
