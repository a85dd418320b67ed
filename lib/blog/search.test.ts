import { describe, expect, it } from 'vitest';
import type { BlogPostSummary } from './read-models';
import { categoriesOf, filterPosts, listPageNumber, listStateToQuery, matchesSearch, paginatePosts, parseListState } from './search';

const post = (n: number, extra: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id: `id-${n}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: '',
  author: 'Team',
  featuredImageUrl: null,
  featuredImageAlt: null,
  isFeatured: false,
  publishedAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  categories: [],
  ...extra,
});

describe('matchesSearch', () => {
  const p = { title: 'Hardbox Printing Guide', excerpt: 'Foil and EMBOSS finishes', author: 'Siti Rahma' };
  it('matches title, excerpt or author case-insensitively', () => {
    expect(matchesSearch(p, 'hardbox')).toBe(true);
    expect(matchesSearch(p, 'emboss')).toBe(true);
    expect(matchesSearch(p, 'SITI')).toBe(true);
    expect(matchesSearch(p, '  guide ')).toBe(true);
  });
  it('blank query matches everything, others do not', () => {
    expect(matchesSearch(p, '')).toBe(true);
    expect(matchesSearch(p, '   ')).toBe(true);
    expect(matchesSearch(p, 'softbox')).toBe(false);
    expect(matchesSearch({ title: 'x', excerpt: '', author: 'y' }, 'z')).toBe(false);
  });
});

describe('filterPosts and categories', () => {
  const tips = { id: 'c1', name: 'Tips', slug: 'tips', color: '#000' };
  const news = { id: 'c2', name: 'News', slug: 'news', color: '#111' };
  const posts = [post(1, { categories: [tips] }), post(2, { categories: [news, tips] }), post(3, { title: 'Other' })];
  it('filters by category slug and search together', () => {
    expect(filterPosts(posts, { q: '', category: 'tips' }).map((p) => p.id)).toEqual(['id-1', 'id-2']);
    expect(filterPosts(posts, { q: 'post 2', category: 'tips' }).map((p) => p.id)).toEqual(['id-2']);
    expect(filterPosts(posts, { q: 'other', category: '' }).map((p) => p.id)).toEqual(['id-3']);
    expect(filterPosts(posts, { q: '', category: 'missing' })).toEqual([]);
  });
  it('lists the distinct categories by name', () => {
    expect(categoriesOf(posts).map((c) => c.slug)).toEqual(['news', 'tips']);
  });
});

describe('paginatePosts', () => {
  const many = Array.from({ length: 30 }, (_, i) => post(i + 1));
  it('shows 12 per page cumulatively', () => {
    const p1 = paginatePosts(many, 1);
    expect(p1).toMatchObject({ totalPages: 3, page: 1, hasMore: true, featured: null });
    expect(p1.cards).toHaveLength(12);
    expect(paginatePosts(many, 2).cards).toHaveLength(24);
    const p3 = paginatePosts(many, 3);
    expect(p3.cards).toHaveLength(30);
    expect(p3.hasMore).toBe(false);
    expect(paginatePosts(many, 99).page).toBe(3);
    expect(paginatePosts([], 1)).toMatchObject({ totalPages: 1, hasMore: false, cards: [] });
  });
  it('takes the first featured post out as the featured card', () => {
    const list = many.map((p, i) => (i === 4 || i === 20 ? { ...p, isFeatured: true } : p));
    const p1 = paginatePosts(list, 1);
    expect(p1.featured?.id).toBe('id-5');
    expect(p1.cards).toHaveLength(11);
    expect(p1.cards.map((c) => c.id)).not.toContain('id-5');
    expect(p1.cards.map((c) => c.id)).not.toContain('id-21');
    expect(paginatePosts(list, 2).cards.map((c) => c.id)).toContain('id-21');
    const late = many.map((p, i) => (i === 25 ? { ...p, isFeatured: true } : p));
    const l1 = paginatePosts(late, 1);
    expect(l1.featured?.id).toBe('id-26');
    expect(l1.cards).toHaveLength(11);
  });
});

describe('list state in the URL', () => {
  it('parses and serialises with defaults left out', () => {
    const state = parseListState(new URLSearchParams('q=box&view=list&category=tips&page=2'));
    expect(state).toEqual({ q: 'box', view: 'list', category: 'tips', page: 2 });
    expect(listStateToQuery(state)).toBe('?q=box&category=tips&view=list&page=2');
    expect(parseListState(new URLSearchParams('view=tiles&page=-3'))).toEqual({ q: '', view: 'grid', category: '', page: 1 });
    expect(listStateToQuery({ q: '', view: 'grid', category: '', page: 1 })).toBe('');
  });
});

describe('listPageNumber (the /page/N of the blog and of a tag)', () => {
  it('is 2 up to the last page of 12 posts each; page 1, past the end and non-numbers are null', () => {
    expect(listPageNumber('2', 13)).toBe(2);
    expect(listPageNumber('3', 25)).toBe(3);
    expect(listPageNumber('2', 12)).toBeNull();
    expect(listPageNumber('1', 40)).toBeNull();
    expect(listPageNumber('4', 25)).toBeNull();
    expect(listPageNumber('x', 40)).toBeNull();
    expect(listPageNumber('99999', 10 ** 6)).toBeNull();
  });
});
