import { afterAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/auth/client-ip';
import { searchRateLimitResponse } from './rate-limited-response';

// The middleware's search limit end to end, short of the server: which requests count, the 429, its
// Retry-After and the page in the visitor's language. The limit is read once, at the first search.
const saved = process.env.SEARCH_RATE_LIMIT;
process.env.SEARCH_RATE_LIMIT = '2';
afterAll(() => {
  process.env.SEARCH_RATE_LIMIT = saved;
});

const ask = (url: string, ip: string, method = 'GET') => {
  const u = new URL(url, 'http://localhost');
  return searchRateLimitResponse(
    { method, pathname: u.pathname, searchParams: u.searchParams, headers: new Headers({ [PEER_ADDRESS_HEADER]: ip }) },
    false,
  );
};

describe('searchRateLimitResponse', () => {
  it('counts only searches, by any method, then answers 429 with Retry-After and a translated page', async () => {
    const ip = '192.0.2.50';
    // The bare page, a too-short query and another page do not count.
    expect([ask('/search', ip), ask('/id/search?q=x', ip), ask('/blog?q=box', ip)]).toEqual([null, null, null]);
    // A POST renders the page too (were it not refused first): it counts like a GET.
    expect(ask('/search?q=box', ip, 'POST')).toBeNull();
    expect(ask(`/zh-CN/search?q=${encodeURIComponent('礼盒')}`, ip)).toBeNull();
    const refused = ask('/id/search?q=kado&page=2', ip)!;
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(ask('/search?q=box', ip, 'POST')?.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain(`Silakan coba lagi dalam ${retry} detik.`);
    expect(html).toContain('href="/id/search"');
    // Another address is not held by this one's searches.
    expect(ask('/search?q=box', '198.51.100.7')).toBeNull();
  });
});
