// @engine-independent: the visitor's copy mail through the SMTP sink
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { startSmtpSink, type SmtpSink } from '@/tests/smtp-sink';
import type { MailConfig } from '@/lib/config-mail';
import { inquiries } from '@/lib/db/schema';
import { insertTestInquiry } from './admin-test-fixtures';
import { deliverInquiryMail } from './mail';

// What a stranger can make the quote form send: the confirmation to a typed address carries no
// text they chose and is capped site-wide per hour; what they typed into the name never becomes an
// encoded word or a control character in a header. Real PGlite, real SMTP conversation.

let t: TestDatabase;
let sink: SmtpSink;
let serial = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await t.cleanup();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const config = (visitorCopiesPerHour = 50): MailConfig => ({
  kind: 'smtp',
  url: sink.url,
  salesEmails: ['sales@example.com'],
  from: 'sales@example.com',
  copyToVisitor: true,
  visitorCopiesPerHour,
});

async function pendingInquiry(q: Parameters<typeof insertTestInquiry>[1]) {
  const id = await insertTestInquiry(t.handle.db, q);
  await t.handle.db.update(inquiries).set({ mailStatus: 'pending' }).where(eq(inquiries.id, id));
  return id;
}

const nextReference = () => `Q-3101-T${String(++serial).padStart(4, '0')}`;
const SPAM = 'Cheap pills at http://spam.example';

describe("the visitor's confirmation", () => {
  it('is a fixed text with the reference in their language: no name, message, note or product chosen by them', async () => {
    const reference = nextReference();
    const id = await pendingInquiry({
      reference,
      locale: 'id',
      name: `Winner! ${SPAM}`,
      email: 'victim@example.com',
      company: SPAM,
      message: `${SPAM}\nclick now`,
      lines: [{ name: 'Kraft paper bag', code: 'PB-7', note: SPAM, quantity: 1000 }],
    });
    expect(await deliverInquiryMail(id, { db: t.handle.db, mail: config(), siteUrl: 'https://shop.example' })).toBe('sent');
    const [, copy] = await sink.waitFor(2);
    expect(copy?.to).toEqual(['victim@example.com']);
    expect(copy?.subject).toBe(`Permintaan penawaran Anda ${reference}`);
    expect(copy?.text).toContain(
      `Kami telah menerima permintaan penawaran Anda ${reference}. Tim penjualan kami akan membalas ke alamat ini.`,
    );
    expect(copy?.text).toContain('https://shop.example');
    for (const chosen of ['spam.example', 'Winner', 'click now', 'Kraft paper bag', 'PB-7']) expect(copy?.text).not.toContain(chosen);
    expect(copy?.headers.get('reply-to')).toContain('sales@example.com');
  });

  it('is capped site-wide per hour: past the cap the inquiry is still mailed to sales, the visitor gets nothing, and it is logged', async () => {
    await t.handle.db.execute(sql`delete from auth_attempts where scope like 'inquiry:%'`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await pendingInquiry({ reference: nextReference(), email: `person${i}@example.com` }));
    for (const id of ids) {
      expect(await deliverInquiryMail(id, { db: t.handle.db, mail: config(2), siteUrl: 'https://shop.example' })).toBe('sent');
    }
    await sink.waitFor(5);
    await new Promise((r) => setTimeout(r, 300));
    const toVisitors = sink.messages.filter((m) => !m.to.includes('sales@example.com'));
    expect(toVisitors.map((m) => m.to[0])).toEqual(['person0@example.com', 'person1@example.com']);
    expect(sink.messages.filter((m) => m.to.includes('sales@example.com'))).toHaveLength(3);
    const [third] = await t.handle.db.select().from(inquiries).where(eq(inquiries.id, ids[2]!));
    expect(third).toMatchObject({ mailStatus: 'sent', mailError: expect.stringContaining('hourly cap of 2') });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/visitor copy.*not sent.*hourly cap of 2/);
    warn.mockRestore();
  });
});

describe('visitor text in mail headers', () => {
  it('control characters and RFC 2047 encoded words in the name never reach the Subject or Reply-To header as such', async () => {
    const payload = Buffer.from('Direktur <ceo@evil.test>').toString('base64');
    const reference = nextReference();
    const id = await pendingInquiry({
      reference,
      name: `Dewi\u0085Lestari =?utf-8?b?${payload}?= \u009b31m`,
      email: 'dewi@example.com',
    });
    expect(await deliverInquiryMail(id, { db: t.handle.db, mail: config(), siteUrl: 'https://shop.example' })).toBe('sent');
    const [sales] = await sink.waitFor(2);
    const head = sales!.raw.slice(0, sales!.raw.indexOf('\r\n\r\n'));
    // The raw header carries no encoded word of the visitor's making, and no C1 byte in any form.
    expect(head).not.toMatch(new RegExp(`=\\?utf-8\\?b\\?${payload.slice(0, 12)}`, 'i'));
    expect(head).not.toMatch(/[\u0080-\u009f]|=C2=8|=C2=9/i);
    // Decoded as a mail client would, neither header says anything the payload says.
    for (const header of [sales!.subject, sales!.headers.get('reply-to') ?? '']) {
      expect(header).not.toContain('ceo@evil.test');
      expect(header).not.toMatch(/[\u0080-\u009f]/);
      expect(header).toContain('Dewi');
    }
    expect(sales!.subject).toContain(reference);
    expect(sales!.headers.get('reply-to')).toContain('<dewi@example.com>');
  });
});
