import { describe, expect, it } from 'vitest';
import { createSearchLimiter, searchLimitFromEnv, SEARCH_WINDOW_MS } from './rate-limit';

describe('search rate limit', () => {
  it('allows `limit` searches per address in the window, then says when the next one is allowed', () => {
    const limiter = createSearchLimiter(3);
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limiter.take('203.0.113.9', t0 + i * 1000).allowed)).toEqual([true, true, true]);
    expect(limiter.take('203.0.113.9', t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // Another address is counted apart; one IPv6 /64 is one line.
    expect(limiter.take('198.51.100.1', t0 + 10_000).allowed).toBe(true);
    expect(limiter.take('2001:db8:1:2::1', t0).allowed).toBe(true);
    expect(limiter.take('2001:db8:1:2::2', t0).allowed).toBe(true);
    expect(limiter.take('2001:db8:1:2:ffff::3', t0).allowed).toBe(true);
    expect(limiter.take('2001:db8:1:2::4', t0).allowed).toBe(false);
    // A refused search is not counted: when the oldest leaves the window, one more is allowed.
    expect(limiter.take('203.0.113.9', t0 + SEARCH_WINDOW_MS + 1).allowed).toBe(true);
    expect(limiter.take('203.0.113.9', t0 + SEARCH_WINDOW_MS + 2).allowed).toBe(false);
  });

  it('forgets the least recently seen address past its bound', () => {
    const limiter = createSearchLimiter(1, SEARCH_WINDOW_MS, 2);
    limiter.take('192.0.2.1', 1);
    limiter.take('192.0.2.2', 2);
    limiter.take('192.0.2.3', 3);
    expect(limiter.size).toBe(2);
    expect(limiter.take('192.0.2.1', 4).allowed).toBe(true);
    expect(limiter.take('192.0.2.3', 5).allowed).toBe(false);
  });

  it('reads SEARCH_RATE_LIMIT: a whole number, 0 = off, anything else the default', () => {
    expect(searchLimitFromEnv(undefined)).toBe(30);
    expect(searchLimitFromEnv('0')).toBe(0);
    expect(searchLimitFromEnv('120')).toBe(120);
    expect(searchLimitFromEnv('lots')).toBe(30);
    expect(createSearchLimiter(0).take('192.0.2.1').allowed).toBe(true);
  });
});
