import { describe, expect, it } from 'vitest';
import {
  BLOCK_DEFINITIONS,
  BLOCK_TYPES,
  DEFAULT_DIVIDER_COLOR,
  defaultBlockContent,
  isEmptyBlock,
  parseBlock,
  readingTime,
  readingTimeMinutes,
} from './index';

describe('block registry', () => {
  it('has one schema and one default per type', () => {
    expect(BLOCK_TYPES).toEqual(['text', 'heading', 'image', 'list', 'quote', 'divider', 'cta']);
    for (const type of BLOCK_TYPES) {
      expect(BLOCK_DEFINITIONS[type].schema).toBeDefined();
      expect(parseBlock({ type, content: defaultBlockContent(type) }).ok).toBe(true);
    }
  });

  it('uses the SPEC section 3 defaults', () => {
    // A new block is written in the rich editor; stored blocks without a format are plain text.
    expect(defaultBlockContent('text')).toEqual({ content: '', format: 'html', fontSize: 'normal', alignment: 'left' });
    expect(defaultBlockContent('heading')).toEqual({ content: '', level: 2, alignment: 'left' });
    expect(defaultBlockContent('image')).toMatchObject({ alignment: 'center', width: 'full' });
    expect(defaultBlockContent('list')).toMatchObject({ items: [''], listType: 'bullet' });
    expect(defaultBlockContent('quote')).toMatchObject({ style: 'bordered' });
    expect(defaultBlockContent('divider')).toEqual({ style: 'solid', color: '#E5E7EB' });
    expect(defaultBlockContent('cta')).toMatchObject({ style: 'primary', buttonText: '' });
    expect(defaultBlockContent('text')).not.toBe(defaultBlockContent('text'));
  });

  it('fills missing options with their defaults when parsing stored content', () => {
    const parse = (type: string, content: unknown) => {
      const r = parseBlock({ type, content });
      if (!r.ok) throw new Error(r.message);
      return r.block.content;
    };
    expect(parse('text', { content: 'Hi' })).toEqual({ content: 'Hi', format: 'plain', fontSize: 'normal', alignment: 'left' });
    expect(parse('heading', { content: 'H' })).toMatchObject({ level: 2, alignment: 'left' });
    expect(parse('heading', { content: 'H', level: '3' })).toMatchObject({ level: 3 });
    expect(parse('heading', { content: 'H', level: 7 })).toMatchObject({ level: 2 });
    expect(parse('image', { url: 'https://x.test/a.jpg' })).toMatchObject({ alt: '', caption: '', alignment: 'center', width: 'full' });
    expect(parse('quote', { content: 'Q', author: null })).toEqual({ content: 'Q', author: '', style: 'bordered' });
    expect(parse('divider', {})).toEqual({ style: 'solid', color: DEFAULT_DIVIDER_COLOR });
    expect(parse('divider', { color: 'red;background:url(x)' })).toMatchObject({ color: DEFAULT_DIVIDER_COLOR });
    expect(parse('divider', { style: 'dotted', color: '#123abc' })).toEqual({ style: 'dotted', color: '#123abc' });
    expect(parse('cta', { title: 'T' })).toEqual({ title: 'T', description: '', buttonText: '', buttonUrl: '', style: 'primary' });
  });

  it('keeps every valid option value', () => {
    for (const fontSize of ['small', 'normal', 'large']) {
      for (const alignment of ['left', 'center', 'right']) {
        expect(parseBlock({ type: 'text', content: { content: 'x', fontSize, alignment } })).toMatchObject({
          ok: true,
          block: { content: { fontSize, alignment } },
        });
      }
    }
    for (const width of ['small', 'medium', 'large', 'full']) {
      expect(parseBlock({ type: 'image', content: { url: '/a.jpg', width } })).toMatchObject({ block: { content: { width } } });
    }
    for (const listType of ['bullet', 'numbered', 'checklist']) {
      expect(parseBlock({ type: 'list', content: { items: ['a'], listType } })).toMatchObject({ block: { content: { listType } } });
    }
    for (const style of ['bordered', 'background', 'minimal']) {
      expect(parseBlock({ type: 'quote', content: { content: 'q', style } })).toMatchObject({ block: { content: { style } } });
    }
    for (const style of ['primary', 'secondary', 'gradient']) {
      expect(parseBlock({ type: 'cta', content: { title: 't', style } })).toMatchObject({ block: { content: { style } } });
    }
    for (const level of [1, 2, 3, 4]) {
      expect(parseBlock({ type: 'heading', content: { content: 'h', level } })).toMatchObject({ block: { content: { level } } });
    }
  });

  it('reports unknown types and malformed content without throwing', () => {
    expect(parseBlock({ type: 'video', content: {} })).toMatchObject({ ok: false, reason: 'unknown-type' });
    expect(parseBlock({ type: 'list', content: { items: 'a, b' } })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseBlock({ type: 'list', content: {} })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseBlock({ type: 'text', content: { content: 42 } })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseBlock({ type: 'text', content: null })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parseBlock({ type: 'cta', content: 'nope' })).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('applies the SPEC section 5 emptiness rules', () => {
    expect(isEmptyBlock({ type: 'text', content: { content: '   ' } })).toBe(true);
    expect(isEmptyBlock({ type: 'text', content: { content: 'a' } })).toBe(false);
    expect(isEmptyBlock({ type: 'heading', content: { content: '' } })).toBe(true);
    expect(isEmptyBlock({ type: 'quote', content: { content: ' ', author: 'A' } })).toBe(true);
    expect(isEmptyBlock({ type: 'image', content: { url: '', alt: 'x' } })).toBe(true);
    expect(isEmptyBlock({ type: 'image', content: { url: '/a.jpg' } })).toBe(false);
    expect(isEmptyBlock({ type: 'cta', content: { title: '', buttonText: 'Go' } })).toBe(true);
    expect(isEmptyBlock({ type: 'cta', content: { title: 'T' } })).toBe(false);
    expect(isEmptyBlock({ type: 'list', content: { items: [''] } })).toBe(false);
    expect(isEmptyBlock({ type: 'divider', content: {} })).toBe(false);
    expect(isEmptyBlock({ type: 'unknown', content: {} })).toBe(true);
  });
});

describe('word count and reading time', () => {
  it('counts space-separated words of text and heading blocks only', () => {
    const blocks = [
      { type: 'heading', content: { content: 'Two  words' } },
      { type: 'text', content: { content: ' one two\nthree ' } },
      { type: 'quote', content: { content: 'not counted at all' } },
      { type: 'list', content: { items: ['nor', 'these'] } },
      { type: 'text', content: { content: '' } },
      { type: 'text', content: null },
    ];
    expect(readingTime(blocks).wordCount).toBe(5);
    expect(readingTime([]).wordCount).toBe(0);
  });

  it('is words / 200 rounded up', () => {
    const words = (n: number) => readingTimeMinutes({ words: n, cjk: 0 });
    expect(words(0)).toBe(0);
    expect(words(1)).toBe(1);
    expect(words(200)).toBe(1);
    expect(words(201)).toBe(2);
    expect(words(1000)).toBe(5);
  });
});
