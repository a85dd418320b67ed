import { describe, expect, it } from 'vitest';
import { CJK_CHARACTERS_PER_MINUTE, countText, readingTime, readingTimeMinutes } from './reading-time';

// CJK text is counted by character (400 a minute, the middle of the 300-500 characters a minute
// usually measured for silent reading of Chinese); Latin text by words (200 a minute, SPEC).

const han = (n: number) => '磁吸礼盒包装纸袋'.repeat(Math.ceil(n / 8)).slice(0, n);
const text = (content: string) => [{ type: 'text', content: { content } }];

describe('reading time in any language', () => {
  it('counts Chinese characters one by one, punctuation not at all', () => {
    expect(countText('你好，世界。')).toEqual({ words: 0, cjk: 4 });
    expect(countText('「磁吸礼盒」！')).toEqual({ words: 0, cjk: 4 });
    // Japanese kana are read as characters too; a Latin word inside Chinese text is one word.
    expect(countText('かわいい箱')).toEqual({ words: 0, cjk: 5 });
    expect(countText('我们的 hardbox 礼盒')).toEqual({ words: 1, cjk: 5 });
  });

  it('a 1,200-character Chinese article reads in 3 minutes, not 1', () => {
    // Before: no spaces, so the whole paragraph was one word and the page said "1 min".
    expect(readingTime(text(han(1200)))).toEqual({ wordCount: 1200, readingMinutes: 3 });
    expect(readingTime(text(han(CJK_CHARACTERS_PER_MINUTE)))).toEqual({ wordCount: 400, readingMinutes: 1 });
    expect(readingTime(text(han(CJK_CHARACTERS_PER_MINUTE + 1))).readingMinutes).toBe(2);
  });

  it('adds the two rates for mixed text: 200 words (1 min) + 400 characters (1 min) = 2 min', () => {
    const words = Array.from({ length: 200 }, () => 'box').join(' ');
    expect(readingTime(text(`${words} ${han(400)}`))).toEqual({ wordCount: 600, readingMinutes: 2 });
    // 100 words (half a minute) + 200 characters (half a minute) is exactly one minute.
    expect(readingTimeMinutes({ words: 100, cjk: 200 })).toBe(1);
  });

  it('leaves Latin-script text as the SPEC counts it (Indonesian, 201 words = 2 min)', () => {
    const words = Array.from({ length: 201 }, () => 'kotak').join(' ');
    expect(readingTime(text(words))).toEqual({ wordCount: 201, readingMinutes: 2 });
  });
});
