import { describe, expect, it } from 'vitest';
import { validatePostForm } from '../admin/schemas';
import { parseBlock } from '.';
import {
  BLOCK_FIELD_MAX,
  blockLimitProblem,
  blockTextLength,
  DEFAULT_FIELD_MAX,
  MAX_BLOCKS,
  MAX_LIST_ITEMS,
  MAX_POST_CONTENT_CHARS,
} from './limits';

const form = (blocks: unknown[]) => ({
  title: 'T',
  slug: 't',
  author: 'A',
  excerpt: '',
  featuredImageUrl: '',
  featuredImageAlt: '',
  status: 'draft',
  categories: [],
  tags: [],
  metaTitle: '',
  metaDescription: '',
  blocks,
});
const block = (type: string, content: Record<string, unknown>, i = 0) => ({ id: `b${i}`, type, content });

describe('block content limits', () => {
  it('allows each field up to its limit and refuses one character more', () => {
    for (const [type, fields] of Object.entries(BLOCK_FIELD_MAX)) {
      for (const [field, max] of Object.entries(fields)) {
        expect(blockLimitProblem(type, { [field]: 'é'.repeat(max) }), `${type}.${field}`).toBeNull();
        expect(blockLimitProblem(type, { [field]: 'é'.repeat(max + 1) }), `${type}.${field}`).toBe('blockFieldTooLong');
      }
    }
    // Counted in characters, not UTF-16 units: 10,000 Chinese characters or emoji fit a text block.
    expect(blockLimitProblem('text', { content: '😀'.repeat(10_000) })).toBeNull();
    expect(blockLimitProblem('divider', { note: 'x'.repeat(DEFAULT_FIELD_MAX + 1) })).toBe('blockFieldTooLong');
  });

  it('limits list items, their length, and the number of fields', () => {
    expect(blockLimitProblem('list', { items: Array(MAX_LIST_ITEMS).fill('i') })).toBeNull();
    expect(blockLimitProblem('list', { items: Array(MAX_LIST_ITEMS + 1).fill('i') })).toBe('tooManyListItems');
    expect(blockLimitProblem('list', { items: ['x'.repeat(DEFAULT_FIELD_MAX + 1)] })).toBe('blockFieldTooLong');
    expect(blockLimitProblem('text', Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, ''])))).toBe('blockFieldTooLong');
    expect(blockTextLength({ a: 'ab', items: ['c', 'de', 3] })).toBe(5);
  });

  it('the post form reports the limits on the blocks field', () => {
    expect(validatePostForm(form([block('text', { content: 'x'.repeat(10_001) })]))).toEqual({
      ok: false,
      fieldErrors: { blocks: 'blockFieldTooLong' },
    });
    expect(validatePostForm(form([block('list', { items: Array(101).fill('i') })]))).toEqual({
      ok: false,
      fieldErrors: { blocks: 'tooManyListItems' },
    });
    const many = Array.from({ length: MAX_BLOCKS + 1 }, (_, i) => block('text', { content: 'a' }, i));
    expect(validatePostForm(form(many))).toEqual({ ok: false, fieldErrors: { blocks: 'tooManyBlocks' } });
    const long = Array.from({ length: Math.ceil(MAX_POST_CONTENT_CHARS / 10_000) + 1 }, (_, i) =>
      block('text', { content: 'c'.repeat(10_000) }, i),
    );
    expect(validatePostForm(form(long))).toEqual({ ok: false, fieldErrors: { blocks: 'contentTooLong' } });
    expect(validatePostForm(form([block('text', { content: 'x'.repeat(10_000) })])).ok).toBe(true);
  });

  it('stored blocks over the limits still render (limits apply on save only)', () => {
    expect(parseBlock({ type: 'text', content: { content: 'x'.repeat(50_000) } }).ok).toBe(true);
  });
});
