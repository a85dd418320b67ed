import { describe, expect, it } from 'vitest';
import { browsePage, browseQuery, filterAndSortItems, readBrowseState } from './browse';

const items = filterAndSortItems(
  Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: `Box ${String(i + 1).padStart(3, '0')}`, code: i % 10 === 0 ? 'TEN' : null })),
  '',
  'asc',
);

describe('browsePage', () => {
  it('carries one page of eight items and the count the search leaves', () => {
    const first = browsePage(items, { q: '', sort: 'asc', page: 1 });
    expect(first.items.map((i) => i.name)).toEqual([
      'Box 001',
      'Box 002',
      'Box 003',
      'Box 004',
      'Box 005',
      'Box 006',
      'Box 007',
      'Box 008',
    ]);
    expect(first).toMatchObject({ total: 120, page: 1, totalPages: 15 });
    const last = browsePage(items, { q: '', sort: 'desc', page: 15 });
    expect(last.items.map((i) => i.name)).toEqual(['Box 008', 'Box 007', 'Box 006', 'Box 005', 'Box 004', 'Box 003', 'Box 002', 'Box 001']);
  });

  it('searches names and codes, clamps the page and answers an empty page for no match', () => {
    const ten = browsePage(items, { q: 'ten', sort: 'asc', page: 9 });
    expect(ten).toMatchObject({ total: 12, page: 2, totalPages: 2 });
    expect(ten.items).toHaveLength(4);
    expect(browsePage(items, { q: 'zzzz', sort: 'asc', page: 1 })).toEqual({ items: [], total: 0, page: 1, totalPages: 1 });
  });
});

describe('readBrowseState and browseQuery', () => {
  it('reads the URL, falls back on odd values and writes only what differs from the first page', () => {
    expect(readBrowseState(new URLSearchParams('q=box&sort=desc&page=3'))).toEqual({ q: 'box', sort: 'desc', page: 3 });
    expect(readBrowseState({ q: ['a', 'b'], sort: 'up', page: '-2' })).toEqual({ q: 'a', sort: 'asc', page: 1 });
    expect(readBrowseState({ page: '1.5', q: 'x'.repeat(500) })).toEqual({ q: 'x'.repeat(100), sort: 'asc', page: 1 });
    expect(browseQuery({ q: '', sort: 'asc', page: 1 })).toBe('');
    expect(browseQuery({ q: 'gift box', sort: 'desc', page: 2 })).toBe('?q=gift+box&sort=desc&page=2');
  });
});
