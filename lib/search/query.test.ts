import { describe, expect, it } from 'vitest';
import { escapeLike, MAX_QUERY_LENGTH, MAX_SEARCH_PAGE, normaliseQuery, parsePage, parseSearchRequest, searchPageCount } from './query';

describe('search query bounds', () => {
  it('collapses spaces, drops control characters and cuts long queries by code point', () => {
    expect(normaliseQuery('  gift \n\t box\u0000 ')).toBe('gift box');
    expect(normaliseQuery(['first', 'second'])).toBe('first');
    expect(Array.from(normaliseQuery('礼'.repeat(500)))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('refuses one Latin letter but takes one Chinese character', () => {
    expect(parseSearchRequest({ q: '   ' })).toEqual({ kind: 'empty' });
    expect(parseSearchRequest({ q: 'x' })).toEqual({ kind: 'too-short', q: 'x' });
    expect(parseSearchRequest({ q: '盒' })).toEqual({ kind: 'search', q: '盒', page: 1 });
    expect(parseSearchRequest({ q: 'kado', page: '3' })).toEqual({ kind: 'search', q: 'kado', page: 3 });
  });

  it('caps the page and reads nonsense as the first page', () => {
    expect(parsePage('999999')).toBe(MAX_SEARCH_PAGE);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('1e9')).toBe(1);
    expect(searchPageCount(0)).toBe(1);
    expect(searchPageCount(10_000)).toBe(MAX_SEARCH_PAGE);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
