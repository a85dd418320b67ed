import { describe, expect, it } from 'vitest';
import type { ItemSnapshot, PostSnapshot } from './contract';
import { diffItems, diffPosts, shortChanges } from './diff';

const post = (over: Partial<PostSnapshot> = {}): PostSnapshot => ({
  title: 'Kraft boxes',
  slug: 'kraft-boxes',
  author: 'Ana',
  excerpt: null,
  featuredImageUrl: null,
  featuredImageAlt: null,
  status: 'published',
  publishedAt: '2026-11-01T00:00:00.000Z',
  metaTitle: null,
  metaDescription: null,
  isFeatured: false,
  blocks: [
    { type: 'heading', content: { content: 'Why kraft', level: 2 } },
    { type: 'text', content: { content: 'First paragraph' } },
    { type: 'text', content: { content: 'Second paragraph' } },
  ],
  categoryIds: ['c1', 'c2'],
  tagIds: ['t1'],
  ...over,
});

const item = (over: Partial<ItemSnapshot> = {}): ItemSnapshot => ({
  itemName: 'Cup 8oz',
  itemCode: 'C-8',
  categoryId: 1,
  descriptionHtml: '<p>Paper cup</p>',
  specs: [
    { name: 'Volume', value: '8oz' },
    { name: 'Material', value: 'Paper' },
  ],
  mainPhotoUrl: '/photos/main-1.jpg',
  hoverPhotoUrl: null,
  gallery: ['/photos/g-a.jpg', '/photos/g-b.jpg', '/photos/g-c.jpg'],
  ...over,
});

describe('diffPosts', () => {
  it('is empty for the same version', () => {
    expect(diffPosts(post(), post())).toEqual([]);
  });

  it('lists changed fields with before and after, null as empty', () => {
    expect(diffPosts(post(), post({ title: 'Kraft boxes 2026', excerpt: 'Short' }))).toEqual([
      { kind: 'field', field: 'title', before: 'Kraft boxes', after: 'Kraft boxes 2026' },
      { kind: 'field', field: 'excerpt', before: '', after: 'Short' },
    ]);
  });

  it('tells an inserted block from changed ones, and a removed block', () => {
    const prev = post();
    const inserted = post({ blocks: [prev.blocks[0]!, { type: 'quote', content: { content: 'Q' } }, prev.blocks[1]!, prev.blocks[2]!] });
    expect(diffPosts(prev, inserted)).toEqual([{ kind: 'list', field: 'blocks', change: 'added', position: 2, label: 'quote: Q' }]);
    const removed = post({ blocks: [prev.blocks[0]!, prev.blocks[2]!] });
    expect(diffPosts(prev, removed)).toEqual([
      { kind: 'list', field: 'blocks', change: 'removed', position: 2, label: 'text: First paragraph' },
    ]);
  });

  it('reads an edited paragraph as one changed block', () => {
    const prev = post();
    const edited = post({ blocks: [prev.blocks[0]!, { type: 'text', content: { content: 'First, rewritten' } }, prev.blocks[2]!] });
    expect(diffPosts(prev, edited)).toEqual([
      { kind: 'list', field: 'blocks', change: 'changed', position: 2, label: 'text: First, rewritten' },
    ]);
  });

  it('lists categories and tags added and removed', () => {
    expect(diffPosts(post(), post({ categoryIds: ['c2', 'c3'], tagIds: [] }))).toEqual([
      { kind: 'set', field: 'categories', added: ['c3'], removed: ['c1'] },
      { kind: 'set', field: 'tags', added: [], removed: ['t1'] },
    ]);
  });
});

describe('diffItems', () => {
  it('lists changed fields, a changed spec value and an added spec', () => {
    const next = item({
      itemName: 'Cup 8 oz',
      specs: [
        { name: 'Volume', value: '240ml' },
        { name: 'Material', value: 'Paper' },
        { name: 'Colour', value: 'White' },
      ],
    });
    expect(diffItems(item(), next)).toEqual([
      { kind: 'field', field: 'itemName', before: 'Cup 8oz', after: 'Cup 8 oz' },
      { kind: 'list', field: 'specs', change: 'changed', position: 1, label: 'Volume: 240ml' },
      { kind: 'list', field: 'specs', change: 'added', position: 3, label: 'Colour: White' },
    ]);
  });

  it('says the gallery was reordered when only its order changed', () => {
    const next = item({ gallery: ['/photos/g-c.jpg', '/photos/g-a.jpg', '/photos/g-b.jpg'] });
    expect(diffItems(item(), next)).toEqual([{ kind: 'order', field: 'gallery' }]);
  });

  it('names a replaced gallery photo', () => {
    const next = item({ gallery: ['/photos/g-a.jpg', '/photos/g-new.jpg', '/photos/g-c.jpg'] });
    expect(diffItems(item(), next)).toEqual([{ kind: 'list', field: 'gallery', change: 'changed', position: 2, label: 'g-new.jpg' }]);
  });
});

describe('shortChanges', () => {
  it('turns long HTML into one short plain line and leaves short values alone', () => {
    const long = `<p>${'Kotak kaku '.repeat(20)}</p>`;
    const [field, list, order] = shortChanges([
      { kind: 'field', field: 'descriptionHtml', before: '<p>Old <strong>box</strong></p>', after: long },
      { kind: 'list', field: 'blocks', change: 'added', position: 2, label: long },
      { kind: 'order', field: 'gallery' },
    ]);
    expect(field).toMatchObject({ before: 'Old box', after: expect.stringMatching(/^Kotak kaku .*…$/) });
    expect(field?.kind === 'field' && field.after.length).toBe(80);
    expect(list?.kind === 'list' && list.label.length).toBe(80);
    expect(order).toEqual({ kind: 'order', field: 'gallery' });
  });
});
