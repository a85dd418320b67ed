import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/db';
import {
  ACCOUNT_MAX_DELAY_SECONDS,
  ACCOUNT_SLOWDOWN_AFTER,
  clearAfterSuccess,
  IP_FAILURE_LIMIT,
  PAIR_FAILURE_LIMIT,
  releaseAttempt,
  reserveAttempt,
  THROTTLE_WINDOW_MS,
  throttledAttempt,
  type ThrottleSubject,
} from './throttle';

const SEC = 1000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('sign-in throttling', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.cleanup());

  it('50 concurrent wrong passwords for one account from one IP: at most the limit of password checks', async () => {
    const subject: ThrottleSubject = { action: 'login', ip: '203.0.113.50', account: 'race@x.test' };
    let checks = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const verify = async () => {
      checks++;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // A slow check (like scrypt), so the attempts really overlap.
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight--;
      return { outcome: 'wrong' as const, value: null };
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => throttledAttempt(subject, verify, t.handle.db)));
    console.log(`[throttle race, ${t.lane}] password checks: ${checks} of 50 (max in flight ${maxInFlight})`);
    expect(checks).toBe(PAIR_FAILURE_LIMIT);
    expect(results.filter((r) => r.throttled)).toHaveLength(50 - PAIR_FAILURE_LIMIT);
    for (const r of results) if (r.throttled) expect(r.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('the password-change check is raced the same way, separately from sign-in', async () => {
    const subject: ThrottleSubject = { action: 'password', ip: '203.0.113.51', account: 'user-id-1' };
    let checks = 0;
    const verify = async () => {
      checks++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { outcome: 'wrong' as const, value: null };
    };
    await Promise.all(Array.from({ length: 30 }, () => throttledAttempt(subject, verify, t.handle.db)));
    expect(checks).toBe(PAIR_FAILURE_LIMIT);
    expect(await reserveAttempt(t.handle.db, { ...subject, action: 'login' })).toMatchObject({ allowed: true });
  });

  it('account+IP pair: blocked after 5 failures until the oldest leaves the window; other pairs are not', async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const subject: ThrottleSubject = { action: 'login', ip: '198.51.100.1', account: 'Owner@x.test' };
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      expect(await reserveAttempt(t.handle.db, subject, at(start, i * 60 * SEC))).toMatchObject({ allowed: true });
    }
    expect(await reserveAttempt(t.handle.db, subject, at(start, 5 * 60 * SEC))).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(await reserveAttempt(t.handle.db, { ...subject, account: 'owner@X.test ' }, at(start, 5 * 60 * SEC))).toMatchObject({
      allowed: false,
    });
    // The owner from another address, and this address for another account, still get in.
    expect(await reserveAttempt(t.handle.db, { ...subject, ip: '198.51.100.2' }, at(start, 5 * 60 * SEC))).toMatchObject({ allowed: true });
    expect(await reserveAttempt(t.handle.db, { ...subject, account: 'other@x.test' }, at(start, 5 * 60 * SEC))).toMatchObject({
      allowed: true,
    });
    expect(await reserveAttempt(t.handle.db, subject, at(start, THROTTLE_WINDOW_MS))).toMatchObject({ allowed: true });
  });

  it('one IP over many accounts: blocked after 20 failures', async () => {
    const start = new Date('2030-02-01T10:00:00Z');
    const ip = '198.51.100.20';
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      expect(await reserveAttempt(t.handle.db, { action: 'login', ip, account: `a${i}@x.test` }, at(start, i * SEC))).toMatchObject({
        allowed: true,
      });
    }
    const verdict = await reserveAttempt(t.handle.db, { action: 'login', ip, account: 'fresh@x.test' }, at(start, 20 * SEC));
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: THROTTLE_WINDOW_MS / SEC - 20 });
  });

  it('the addresses of one IPv6 /64 are one address: rotating through them does not reset the pair or the address limit', async () => {
    const start = new Date('2030-02-15T10:00:00Z');
    const subject = (i: number, account = 'six@x.test'): ThrottleSubject => ({
      action: 'login',
      ip: `2001:db8:5:6::${i.toString(16)}`,
      account,
    });
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      expect(await reserveAttempt(t.handle.db, subject(i + 1), at(start, i * SEC))).toMatchObject({ allowed: true });
    }
    expect(await reserveAttempt(t.handle.db, subject(99), at(start, 10 * SEC))).toMatchObject({ allowed: false });
    for (let i = PAIR_FAILURE_LIMIT; i < IP_FAILURE_LIMIT; i++) {
      expect(await reserveAttempt(t.handle.db, subject(i + 1, `s${i}@x.test`), at(start, 20 * SEC))).toMatchObject({ allowed: true });
    }
    expect(await reserveAttempt(t.handle.db, subject(500, 'fresh@x.test'), at(start, 30 * SEC))).toMatchObject({ allowed: false });
    // The next /64 is someone else.
    expect(
      await reserveAttempt(t.handle.db, { action: 'login', ip: '2001:db8:5:7::1', account: 'fresh@x.test' }, at(start, 30 * SEC)),
    ).toMatchObject({
      allowed: true,
    });
  });

  it('one account from many IPs is only slowed down (2, 4, … ≤ 60 s), never locked out', async () => {
    const start = new Date('2030-03-01T10:00:00Z');
    const account = 'victim@x.test';
    let now = start;
    let longest = 0;
    let allowed = 0;
    // An attacker with a new address per attempt, trying as fast as the throttle lets them.
    for (let i = 0; i < 80; i++) {
      const subject: ThrottleSubject = { action: 'login', ip: `192.0.2.${i}`, account };
      const verdict = await reserveAttempt(t.handle.db, subject, now);
      if (verdict.allowed) {
        allowed++;
        continue;
      }
      if (allowed === ACCOUNT_SLOWDOWN_AFTER) expect(verdict.retryAfterSeconds).toBe(2);
      longest = Math.max(longest, verdict.retryAfterSeconds);
      now = at(now, verdict.retryAfterSeconds * SEC);
    }
    expect(longest).toBeLessThanOrEqual(ACCOUNT_MAX_DELAY_SECONDS);
    expect(longest).toBeGreaterThan(30);
    // The owner, from their own address, waits at most the current delay, then gets a try.
    const owner: ThrottleSubject = { action: 'login', ip: '203.0.113.200', account };
    const wait = await reserveAttempt(t.handle.db, owner, now);
    const later = wait.allowed ? now : at(now, wait.retryAfterSeconds * SEC);
    expect(wait.allowed || wait.retryAfterSeconds <= ACCOUNT_MAX_DELAY_SECONDS).toBe(true);
    const verdict = await reserveAttempt(t.handle.db, owner, later);
    expect(verdict).toMatchObject({ allowed: true });
    // A success forgives the account's failures and this pair's, not the other addresses'.
    if (verdict.allowed) await clearAfterSuccess(t.handle.db, owner, verdict.reservation, later);
    expect(await reserveAttempt(t.handle.db, { ...owner, ip: '203.0.113.201' }, later)).toMatchObject({ allowed: true });
  });

  it('a throttled attempt never verifies; a throwing or neutral check releases its reservation', async () => {
    const subject: ThrottleSubject = { action: 'login', ip: '203.0.113.77', account: 'neutral@x.test' };
    for (let i = 0; i < 10; i++) {
      await expect(throttledAttempt(subject, () => Promise.reject(new Error('backend down')), t.handle.db)).rejects.toThrow('backend down');
      await throttledAttempt(subject, async () => ({ outcome: 'neutral' as const, value: null }), t.handle.db);
    }
    // 20 attempts, none counted: the pair is still open.
    let called = false;
    const ok = await throttledAttempt(
      subject,
      async () => {
        called = true;
        return { outcome: 'correct' as const, value: 'in' };
      },
      t.handle.db,
    );
    expect(ok).toEqual({ throttled: false, value: 'in' });
    expect(called).toBe(true);
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++)
      await throttledAttempt(subject, async () => ({ outcome: 'wrong' as const, value: null }), t.handle.db);
    called = false;
    const blocked = await throttledAttempt(
      subject,
      async () => {
        called = true;
        return { outcome: 'correct' as const, value: 'in' };
      },
      t.handle.db,
    );
    expect(blocked.throttled).toBe(true);
    expect(called).toBe(false);
  });

  it('releaseAttempt and clearAfterSuccess prune what they should', async () => {
    const start = new Date('2030-04-01T10:00:00Z');
    const subject: ThrottleSubject = { action: 'password', ip: '192.0.2.250', account: 'u-prune' };
    const first = await reserveAttempt(t.handle.db, subject, start);
    const count = async () =>
      Number(
        (
          await t.handle.runner.query<{ n: string }>(
            "select count(*) as n from auth_attempts where key like '%u-prune%' or key = '192.0.2.250'",
          )
        )[0]?.n,
      );
    expect(await count()).toBe(3);
    if (first.allowed) await releaseAttempt(t.handle.db, first.reservation);
    expect(await count()).toBe(0);
    await reserveAttempt(t.handle.db, subject, start);
    const late = at(start, THROTTLE_WINDOW_MS + SEC);
    const second = await reserveAttempt(t.handle.db, subject, late);
    if (second.allowed) await clearAfterSuccess(t.handle.db, subject, second.reservation, late);
    // Account and pair rows gone, the expired IP row pruned.
    expect(await count()).toBe(0);
  });
});
