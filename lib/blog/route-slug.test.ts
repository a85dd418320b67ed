import { describe, expect, it } from 'vitest';
import { SLUG_MAX } from './admin/schemas';
import { parseRouteSlug } from './route-slug';

describe('parseRouteSlug', () => {
  it('keeps the slugs posts can have', () => {
    expect(parseRouteSlug('premium-gift-boxes-2026')).toBe('premium-gift-boxes-2026');
    expect(parseRouteSlug('a'.repeat(SLUG_MAX))).toBe('a'.repeat(SLUG_MAX));
    expect(parseRouteSlug(encodeURIComponent('包装盒'))).toBe('包装盒');
  });

  it('refuses what no post can have, before any database read', () => {
    expect(parseRouteSlug('a'.repeat(SLUG_MAX + 1))).toBeNull();
    expect(parseRouteSlug('x'.repeat(5000))).toBeNull();
    expect(parseRouteSlug('%E0%A4%A')).toBeNull();
    expect(parseRouteSlug('')).toBeNull();
    expect(parseRouteSlug('a%2Fb')).toBeNull();
    expect(parseRouteSlug('a%20b')).toBeNull();
    expect(parseRouteSlug('a%00b')).toBeNull();
  });
});
