import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { clearAfterSuccess, reserveAttempt } from '@/lib/auth/throttle';
import { INQUIRY_LIMITS_PER_WINDOW, INQUIRY_WINDOW_MS, releaseInquiry, reserveInquiry } from './throttle';

// The quote form's hourly limit in auth_attempts, next to the sign-in throttle.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.cleanup());

const MIN = 60 * 1000;

describe('inquiry rate limit', () => {
  it('lets exactly 5 of 12 parallel submissions from one address through', async () => {
    const now = new Date('2031-01-01T08:00:00Z');
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        reserveInquiry(t.handle.db, { ip: '203.0.113.9', email: `p${i}@example.com`, whatsapp: '' }, now),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(INQUIRY_LIMITS_PER_WINDOW.ip);
    for (const v of verdicts) if (!v.allowed) expect(v.retryAfterSeconds).toBe(3600);
  });

  it('limits one WhatsApp number however it is written, and a released reservation does not count', async () => {
    const now = new Date('2031-02-01T08:00:00Z');
    const first = await reserveInquiry(t.handle.db, { ip: '198.51.100.1', email: '', whatsapp: '+62 812-000' }, now);
    if (!first.allowed) throw new Error('first refused');
    await releaseInquiry(t.handle.db, first.reservation);
    for (let i = 0; i < INQUIRY_LIMITS_PER_WINDOW.whatsapp; i++) {
      expect(await reserveInquiry(t.handle.db, { ip: `198.51.100.${10 + i}`, email: '', whatsapp: '62812000' }, now)).toMatchObject({
        allowed: true,
      });
    }
    expect(await reserveInquiry(t.handle.db, { ip: '198.51.100.99', email: '', whatsapp: '(62) 812 000' }, now)).toMatchObject({
      allowed: false,
    });
  });

  it('a successful sign-in does not prune the hour-long inquiry window (its own window is 15 minutes)', async () => {
    const start = new Date('2031-03-01T08:00:00Z');
    const subject = { ip: '192.0.2.50', email: '', whatsapp: '+62 811 1' };
    for (let i = 0; i < INQUIRY_LIMITS_PER_WINDOW.ip; i++) {
      expect(await reserveInquiry(t.handle.db, { ...subject, whatsapp: `+62 811 ${i}` }, start)).toMatchObject({ allowed: true });
    }
    const later = new Date(start.getTime() + 20 * MIN);
    const login = { action: 'login' as const, ip: '192.0.2.50', account: 'admin@example.com' };
    const verdict = await reserveAttempt(t.handle.db, login, later);
    if (!verdict.allowed) throw new Error('login refused');
    await clearAfterSuccess(t.handle.db, login, verdict.reservation, later);
    expect(await reserveInquiry(t.handle.db, { ...subject, whatsapp: '+62 811 9' }, later)).toEqual({
      allowed: false,
      retryAfterSeconds: 40 * 60,
    });
    expect(
      await reserveInquiry(t.handle.db, { ...subject, whatsapp: '+62 811 9' }, new Date(start.getTime() + INQUIRY_WINDOW_MS)),
    ).toMatchObject({
      allowed: true,
    });
  });
});
