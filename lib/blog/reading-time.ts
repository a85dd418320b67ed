/** Words of one string, split on whitespace (SPEC: space-separated words). */
export function wordsIn(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** SPEC section 5/9: words of text and heading blocks only. Accepts stored or edited blocks. */
export function countWords(blocks: readonly { type: string; content: unknown }[]): number {
  let total = 0;
  for (const block of blocks) {
    if (block.type !== 'text' && block.type !== 'heading') continue;
    const content = block.content as { content?: unknown } | null | undefined;
    if (content && typeof content.content === 'string') total += wordsIn(content.content);
  }
  return total;
}

/** SPEC section 9: words / 200, rounded up. */
export function readingTimeMinutes(words: number): number {
  return Math.ceil(Math.max(0, words) / 200);
}
