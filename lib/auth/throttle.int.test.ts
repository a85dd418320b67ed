import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/db';
import { ACCOUNT_FAILURE_LIMIT, checkThrottle, clearAccountFailures, IP_FAILURE_LIMIT, recordFailure, THROTTLE_WINDOW_MS } from './throttle';

const MIN = 60_000;

describe('sign-in throttling', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.cleanup());

  it('blocks an IP after 5 failures within 15 minutes, until the oldest leaves the window', async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const subject = (account: string) => ({ action: 'login' as const, ip: '203.0.113.5', account });
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      expect(await checkThrottle(t.handle.db, subject(`a${i}@x.test`), new Date(start.getTime() + i * MIN))).toEqual({ allowed: true });
      await recordFailure(t.handle.db, subject(`a${i}@x.test`), new Date(start.getTime() + i * MIN));
    }
    // 5th failure at +4 min; checking at +5 min: the first (at +0) frees the IP at +15 min → 600 s.
    expect(await checkThrottle(t.handle.db, subject('other@x.test'), new Date(start.getTime() + 5 * MIN))).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
    });
    expect(await checkThrottle(t.handle.db, subject('other@x.test'), new Date(start.getTime() + 15 * MIN - 1000))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await checkThrottle(t.handle.db, subject('other@x.test'), new Date(start.getTime() + 15 * MIN))).toEqual({ allowed: true });
    // Another IP is not affected.
    expect(
      await checkThrottle(t.handle.db, { action: 'login', ip: '203.0.113.6', account: 'z@x.test' }, new Date(start.getTime() + 5 * MIN)),
    ).toEqual({ allowed: true });
  });

  it('blocks an account after 10 failures from any IPs; a success clears them', async () => {
    const start = new Date('2030-02-01T10:00:00Z');
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      await recordFailure(t.handle.db, { action: 'login', ip: `198.51.100.${i}`, account: 'Victim@x.test' }, new Date(start.getTime() + i * 1000));
    }
    const fresh = { action: 'login' as const, ip: '198.51.100.200', account: 'victim@x.test' };
    const verdict = await checkThrottle(t.handle.db, fresh, new Date(start.getTime() + 10_000));
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: THROTTLE_WINDOW_MS / 1000 - 10 });
    // The password-change check is throttled separately.
    expect(await checkThrottle(t.handle.db, { ...fresh, action: 'password' }, new Date(start.getTime() + 10_000))).toEqual({ allowed: true });
    await clearAccountFailures(t.handle.db, 'login', 'VICTIM@x.test');
    expect(await checkThrottle(t.handle.db, fresh, new Date(start.getTime() + 10_000))).toEqual({ allowed: true });
  });

  it('prunes attempts older than the window', async () => {
    const old = new Date('2030-03-01T10:00:00Z');
    await recordFailure(t.handle.db, { action: 'password', ip: '192.0.2.1', account: 'u1' }, old);
    await recordFailure(t.handle.db, { action: 'password', ip: '192.0.2.1', account: 'u1' }, new Date(old.getTime() + THROTTLE_WINDOW_MS + 1));
    const rows = await t.handle.runner.query<{ n: string }>("select count(*) as n from auth_attempts where key in ('192.0.2.1', 'u1')");
    expect(Number(rows[0]?.n)).toBe(2);
  });
});
