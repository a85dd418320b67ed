import { describe, expect, it } from 'vitest';
import { browseQuery, readBrowseState } from '@/lib/catalog/browse';
import { pagerHrefs } from './category-fetch';

// The server renders the first pager links and the browser recomputes them after each answer: both
// must be the URLs a full page load of that page would give (readBrowseState reads them back).
describe('pagerHrefs', () => {
  it('links the neighbouring pages with the same search and order', () => {
    const state = { q: 'box', sort: 'desc' as const, page: 2 };
    const { prev, next } = pagerHrefs('/id/category/6', state, 2);
    expect(prev).toBe('/id/category/6?q=box&sort=desc');
    expect(next).toBe('/id/category/6?q=box&sort=desc&page=3');
    expect(readBrowseState(new URL(next, 'http://x').searchParams)).toEqual({ ...state, page: 3 });
  });

  it('leaves the defaults out, as the form and browseQuery do', () => {
    const { prev, next } = pagerHrefs('/category/6', { q: '', sort: 'asc', page: 1 }, 2);
    expect(prev).toBe(`/category/6${browseQuery({ q: '', sort: 'asc', page: 1 })}`);
    expect(prev).toBe('/category/6');
    expect(next).toBe('/category/6?page=3');
  });
});
