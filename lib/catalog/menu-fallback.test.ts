import { afterEach, describe, expect, it, vi } from 'vitest';

// The header's category read when the database cannot be read: the configured menu stands in, and
// the render is kept briefly and hard (a page cached with the fallback would otherwise stay a day).

type CacheCall = { keyParts: string[]; options: { tags?: string[]; revalidate?: number } };
const calls = vi.hoisted(() => ({ cache: [] as CacheCall[], dbDown: true }));
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[], options: CacheCall['options']) => () => {
    calls.cache.push({ keyParts, options });
    return fn();
  },
}));
vi.mock('@/lib/db', () => ({
  getDb: async () => {
    if (calls.dbDown) throw new Error('connect ECONNREFUSED');
    return { execute: async () => ({ rows: [{ id: 6, name: 'Hardbox', tr_name: null, slug: 'hardbox' }] }) };
  },
}));
vi.mock('@/lib/db/rows', () => ({
  executeRows: async () => [{ id: 6, name: 'Hardbox', tr_name: null, slug: 'hardbox' }],
}));

const { HARD_LIFETIME_TAG } = await import('@/lib/cache/edge-page-cache');
const { MENU_FALLBACK_LIFETIME_S, menuCategoriesOrFallback } = await import('./categories-queries');

afterEach(() => {
  calls.cache.length = 0;
});

describe('menuCategoriesOrFallback', () => {
  it('without a database: null, and a one-minute hard lifetime for the page being rendered', async () => {
    calls.dbDown = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await menuCategoriesOrFallback('en')).toBeNull();
    expect(error).toHaveBeenCalledWith('[site] menu categories unavailable', expect.any(Error));
    const fallback = calls.cache.find((c) => c.keyParts.includes('catalog-menu-fallback'));
    expect(fallback?.options).toEqual({ revalidate: MENU_FALLBACK_LIFETIME_S, tags: [HARD_LIFETIME_TAG] });
    expect(MENU_FALLBACK_LIFETIME_S).toBeLessThanOrEqual(60);
    error.mockRestore();
  });

  it('with the database: its categories, and the page keeps its own lifetime', async () => {
    calls.dbDown = false;
    expect(await menuCategoriesOrFallback('id')).toEqual([{ id: 6, slug: 'hardbox', name: 'Hardbox', lang: 'en' }]);
    expect(calls.cache.map((c) => c.keyParts)).toEqual([['catalog-menu-categories', 'id']]);
    expect(calls.cache[0]!.options.revalidate).toBeUndefined();
  });
});
