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

  it('counts one WhatsApp number, however it is spelled: the 4th request is refused', async () => {
    const now = new Date('2031-04-01T08:00:00Z');
    const spellings = ['+62 812-3456-7890', '62-812-3456-7890', '0812-3456-7890', '0062 812 3456 7890', '+62 0812 3456 7890'];
    const verdicts = [];
    for (const [i, whatsapp] of spellings.entries()) {
      verdicts.push(await reserveInquiry(t.handle.db, { ip: `198.51.100.${120 + i}`, email: '', whatsapp }, now));
    }
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
  });

  it('counts one Gmail inbox, however it is spelled: the 4th request is refused', async () => {
    const now = new Date('2031-05-01T08:00:00Z');
    const spellings = ['victim@gmail.com', 'victim+1@gmail.com', 'v.ictim@gmail.com', 'vi.ctim@googlemail.com', 'VICTIM+2@Gmail.com'];
    const verdicts = [];
    for (const [i, email] of spellings.entries()) {
      verdicts.push(await reserveInquiry(t.handle.db, { ip: `198.51.100.${140 + i}`, email, whatsapp: '' }, now));
    }
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
  });

  it('counts the addresses of one IPv6 /64 as one address, and an IPv4-mapped address as its IPv4', async () => {
    const now = new Date('2031-06-01T08:00:00Z');
    const subject = (ip: string, i: number) => ({ ip, email: `v6-${i}@example.com`, whatsapp: '' });
    for (let i = 0; i < INQUIRY_LIMITS_PER_WINDOW.ip; i++) {
      expect(await reserveInquiry(t.handle.db, subject(`2001:db8:7:9::${i + 1}`, i), now)).toMatchObject({ allowed: true });
    }
    expect(await reserveInquiry(t.handle.db, subject('2001:db8:7:9:dead:beef:0:1', 10), now)).toMatchObject({ allowed: false });
    expect(await reserveInquiry(t.handle.db, subject('2001:db8:7:a::1', 11), now)).toMatchObject({ allowed: true });

    for (let i = 0; i < INQUIRY_LIMITS_PER_WINDOW.ip; i++) {
      expect(await reserveInquiry(t.handle.db, subject('192.0.2.77', 20 + i), now)).toMatchObject({ allowed: true });
    }
    expect(await reserveInquiry(t.handle.db, subject('::ffff:192.0.2.77', 30), now)).toMatchObject({ allowed: false });
  });
});
