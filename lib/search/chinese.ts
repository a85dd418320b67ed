// Chinese words apart in a name: 牛皮纸袋 (kraft paper bag) should find 牛皮纸扭绳手提袋 (kraft paper
// twisted-handle bag), 磁吸盒 should find 磁吸礼盒, though neither is a contiguous part of the name. Chinese
// has no spaces, so the search cannot split it into words the way it can split Latin text; a
// dictionary segmenter (Intl.Segmenter) splits the query and the name differently (牛皮纸袋 is one
// word to it, 牛皮纸扭绳手提袋 is 牛皮 / 纸 / 扭 / 绳 / 手提袋). The rule instead: every character of the query,
// in the query's order (docs/decisions/082-chinese-search.md). Pure: lib/search/search.ts turns the
// patterns into SQL.
import { escapeLike } from './query';

const HAN = /\p{Script=Han}/u;
// A piece must carry a letter or a digit: punctuation typed between characters (，、·) is not asked of a name.
const WORDLIKE = /[\p{L}\p{N}]/u;

export type HanQuery = {
  /**
   * One LIKE pattern per space-separated word of the query, each Chinese character its own piece and
   * any other run (a Latin word, a code) kept whole, in order: 牛皮纸袋 → `%牛%皮%纸%袋%`. A name
   * matches when it matches every pattern. Wildcards of the query are escaped; folding (Latin case,
   * diacritics) is the database's, as for every other search pattern.
   */
  patterns: string[];
  /**
   * Every two Chinese characters side by side in the query (牛皮, 皮纸, 纸袋), once each. A name that
   * has fewer of them side by side too ranks lower: 磁吸礼盒 (磁吸) before 磁力吸附纸盒 (none) for 磁吸盒.
   */
  pairs: string[];
};

/** The pieces of one space-free word: each Han character alone, every other run of characters together. */
export function hanPieces(word: string): string[] {
  const pieces: string[] = [];
  let run = '';
  for (const ch of word) {
    if (HAN.test(ch)) {
      if (run) pieces.push(run);
      run = '';
      pieces.push(ch);
    } else run += ch;
  }
  if (run) pieces.push(run);
  return pieces.filter((piece) => WORDLIKE.test(piece));
}

/** Side-by-side Chinese characters of one word, in order. */
function hanPairs(word: string): string[] {
  const chars = Array.from(word);
  const pairs: string[] = [];
  for (let i = 1; i < chars.length; i++) if (HAN.test(chars[i - 1]!) && HAN.test(chars[i]!)) pairs.push(chars[i - 1]! + chars[i]!);
  return pairs;
}

/**
 * The in-order match for a query with two or more Chinese characters, else null (a Latin query, or a
 * single character, is searched only as a contiguous part, as before). `q` is the normalised query
 * (lib/search/query.ts: spaces collapsed, at most 80 characters).
 */
export function hanQuery(q: string): HanQuery | null {
  if (Array.from(q).filter((ch) => HAN.test(ch)).length < 2) return null;
  const words = q.split(/\s+/).filter(Boolean);
  const patterns = words
    .map(hanPieces)
    .filter((pieces) => pieces.length > 0)
    .map((pieces) => `%${pieces.map(escapeLike).join('%')}%`);
  const pairs = [...new Set(words.flatMap(hanPairs))];
  return { patterns, pairs };
}
