import { blockDefinition, parseBlock } from './blocks/registry';

// Reading time of an article in any of its languages. Latin-script text (English, Indonesian) is
// read in words: SPEC section 9, 200 words a minute. Chinese and Japanese are written without
// spaces, so splitting on whitespace made a whole Chinese paragraph "one word" and every Chinese
// article "1 min"; those scripts are counted by character instead. Silent reading of Chinese is
// usually measured at roughly 300-500 characters a minute, so 400 is the rate used here.

export const WORDS_PER_MINUTE = 200;
export const CJK_CHARACTERS_PER_MINUTE = 400;

// Han ideographs and the Japanese kana: each character is read as a unit.
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
// CJK and full-width punctuation (。，、「」！？ …) separates like a space and is not read as a unit.
const CJK_PUNCTUATION = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/g;

/** What one text holds to read: space-separated words and CJK characters. */
export type TextCount = { words: number; cjk: number };

export function countText(text: string): TextCount {
  const cjk = text.match(CJK_CHARACTER)?.length ?? 0;
  const rest = text.replace(CJK_CHARACTER, ' ').replace(CJK_PUNCTUATION, ' ').trim();
  return { words: rest === '' ? 0 : rest.split(/\s+/).length, cjk };
}

/**
 * SPEC section 5/9: the text each block type counts (its definition's `readingText`: text and
 * heading blocks only). Accepts stored or edited blocks; unknown or malformed ones count 0.
 */
export function countBlocks(blocks: readonly { type: string; content: unknown }[]): TextCount {
  const total = { words: 0, cjk: 0 };
  for (const raw of blocks) {
    const parsed = parseBlock(raw);
    if (!parsed.ok) continue;
    const count = countText(blockDefinition(parsed.block.type).readingText(parsed.block.content));
    total.words += count.words;
    total.cjk += count.cjk;
  }
  return total;
}

/** Minutes to read, rounded up: words at 200 a minute plus CJK characters at 400 a minute. */
export function readingTimeMinutes(count: TextCount): number {
  return Math.ceil(Math.max(0, count.words) / WORDS_PER_MINUTE + Math.max(0, count.cjk) / CJK_CHARACTERS_PER_MINUTE);
}

/**
 * The article's length as the public page, its JSON-LD and the editor (counter and preview) all
 * show it: `wordCount` counts a CJK character as one word (as Chinese word counts do).
 */
export function readingTime(blocks: readonly { type: string; content: unknown }[]): { wordCount: number; readingMinutes: number } {
  const count = countBlocks(blocks);
  return { wordCount: count.words + count.cjk, readingMinutes: readingTimeMinutes(count) };
}
