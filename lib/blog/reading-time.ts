import { blockDefinition, parseBlock } from './blocks/registry';

/** Words of one string, split on whitespace (SPEC: space-separated words). */
export function wordsIn(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/**
 * SPEC section 5/9: words of the text each block type counts (its definition's `readingText`:
 * text and heading blocks only). Accepts stored or edited blocks; unknown or malformed ones count 0.
 */
export function countWords(blocks: readonly { type: string; content: unknown }[]): number {
  let total = 0;
  for (const raw of blocks) {
    const parsed = parseBlock(raw);
    if (parsed.ok) total += wordsIn(blockDefinition(parsed.block.type).readingText(parsed.block.content));
  }
  return total;
}

/** SPEC section 9: words / 200, rounded up. */
export function readingTimeMinutes(words: number): number {
  return Math.ceil(Math.max(0, words) / 200);
}
