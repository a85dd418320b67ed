import { describe, expect, it } from 'vitest';
import { currentErrors } from './current-errors';
import { moveItem, newBlock, type EditorState } from './editor-types';

const base: EditorState = {
  title: 'A post',
  slug: 'a-post',
  author: 'Kemas',
  excerpt: '',
  featuredImageUrl: '',
  featuredImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  isFeatured: false,
  categories: [],
  tags: [],
  blocks: [],
};
const emptyText = newBlock('text');
const filledText = { ...emptyText, content: { ...emptyText.content, content: 'Now there is content' } } as typeof emptyText;
const blocksMessage = 'Post must have at least one content block with content';

describe('editor messages follow the current state', () => {
  it('keeps the blocks message while every block is still empty', () => {
    const errors = { blocks: blocksMessage };
    expect(currentErrors(errors, { ...base, blocks: [emptyText] })).toEqual(errors);
  });

  it('drops it once a block has content, without another save', () => {
    expect(currentErrors({ blocks: blocksMessage }, { ...base, blocks: [emptyText, filledText] })).toEqual({});
  });

  it('drops a fixed author message but keeps one that still applies', () => {
    const errors = { author: 'Author is required', excerpt: 'too long' };
    expect(currentErrors(errors, { ...base, author: '', excerpt: 'short' })).toEqual({ author: 'Author is required' });
  });

  it('leaves the slug message (a server answer) to the live slug check', () => {
    const errors = { slug: 'This slug is already taken' };
    expect(currentErrors(errors, base)).toBe(errors);
  });

  it('keeps the schedule message (checked only when scheduling) until the time is edited', () => {
    const errors = { scheduledAt: 'The publication time must be in the future' };
    expect(currentErrors(errors, { ...base, blocks: [filledText] })).toBe(errors);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 1, 1)).toBe(list);
  });
});
