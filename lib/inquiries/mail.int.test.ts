// @engine-independent: the sales mail through the SMTP sink
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { startSmtpSink, type SmtpSink } from '@/tests/smtp-sink';
import { PEER_ADDRESS_HEADER } from '@/lib/auth/client-ip';
import { resetConfigForTests } from '@/lib/config';
import type { MailConfig } from '@/lib/config-mail';
import { categories, categoryTranslations, inquiries, items, itemTranslations } from '@/lib/db/schema';
import { MAX_MAIL_ATTEMPTS, PENDING_GRACE_MS, retryInquiryMails } from './mail';

// The notification through a real SMTP conversation (smtp-server on a loopback port): the action
// stores the inquiry, `after()` mails it; with the server down the inquiry stays, marked failed,
// and the retry sends it later.

const scheduled = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock('next/headers', () => ({ headers: async () => new Headers({ [PEER_ADDRESS_HEADER]: `192.0.2.${scheduled.length + 1}` }) }));
vi.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => void scheduled.push(task) }));

const { submitQuote } = await import('./submit-action');

let t: TestDatabase;
let sink: SmtpSink;
const ENV_KEYS = ['SMTP_URL', 'SALES_EMAIL', 'INQUIRY_COPY_TO_VISITOR', 'SITE_URL'] as const;

function configure(env: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
  resetConfigForTests();
}

async function runScheduled() {
  const tasks = scheduled.splice(0);
  await Promise.all(tasks.map((task) => task()));
}

function quoteForm(email: string, name = 'Dewi Lestari'): FormData {
  const f = new FormData();
  for (const [id, qty, note] of [
    ['7', '1200', 'laminasi doff'],
    ['8', '50', ''],
  ]) {
    f.append('itemId', id as string);
    f.append('quantity', qty as string);
    f.append('note', note as string);
  }
  f.set('name', name);
  f.set('email', email);
  f.set('whatsapp', '+62 811 000 111');
  f.set('message', 'Butuh <b>cepat</b>\nterima kasih');
  f.set('consent', 'on');
  return f;
}

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values({ id: 3, name: 'Paper Bag' });
  await t.handle.db.insert(items).values([
    { id: 7, itemName: 'Kraft paper bag', itemCode: 'PB-7', categoryId: 3, moqQuantity: 1000, moqUnit: 'pcs' },
    { id: 8, itemName: 'Gift box', itemCode: 'GB-8', categoryId: null },
  ]);
  await t.handle.db.insert(itemTranslations).values({ itemId: 7, locale: 'id', itemName: 'Tas kertas kraft' });
  await t.handle.db.insert(categoryTranslations).values({ categoryId: 3, locale: 'id', name: 'Tas Kertas' });
  sink = await startSmtpSink();
});
afterEach(() => configure({}));
afterAll(async () => {
  await sink?.close();
  await t?.cleanup();
});

describe('inquiry notification mail', () => {
  it('the sales team receives the reference and the lines, reply-to the visitor; the visitor a copy in their language', async () => {
    configure({
      SMTP_URL: sink.url,
      SALES_EMAIL: 'sales@example.com, boss@example.com',
      INQUIRY_COPY_TO_VISITOR: 'true',
      SITE_URL: 'https://shop.example',
    });
    const state = await submitQuote('id', { status: 'idle' }, quoteForm('dewi@example.com'));
    if (state.status !== 'sent') throw new Error(JSON.stringify(state));
    // The confirmation names the products in the visitor's language.
    expect(state.lines.map((l) => l.name)).toEqual(['Tas kertas kraft', 'Gift box']);
    const [stored] = await t.handle.db.select().from(inquiries).where(eq(inquiries.reference, state.reference));
    expect(stored?.mailStatus).toBe('pending');

    await runScheduled();
    const [sales, copy] = await sink.waitFor(2);
    expect(sales?.to).toEqual(['sales@example.com', 'boss@example.com']);
    expect(sales?.subject).toBe(`Quote request ${state.reference} from Dewi Lestari`);
    expect(sales?.headers.get('reply-to')).toContain('dewi@example.com');
    expect(sales?.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(sales?.text).toContain(`Reference: ${state.reference}`);
    expect(sales?.text).toContain(
      '1. Kraft paper bag (PB-7) · Paper Bag\n   Quantity: 1,200\n   Note: laminasi doff\n   Link: https://shop.example/id/product/7',
    );
    expect(sales?.text).toContain('2. Gift box (GB-8)\n   Quantity: 50\n   Link: https://shop.example/id/product/8');
    // The visitor's text arrives as typed, as text: no markup is ever built from it.
    expect(sales?.text).toContain('Butuh <b>cepat</b>\nterima kasih');
    expect(copy?.to).toEqual(['dewi@example.com']);
    expect(copy?.subject).toBe(`Permintaan penawaran Anda ${state.reference}`);
    expect(copy?.text).toContain(`Kami telah menerima permintaan penawaran Anda ${state.reference}.`);
    expect(copy?.text).not.toContain('Dewi');

    const [after] = await t.handle.db.select().from(inquiries).where(eq(inquiries.reference, state.reference));
    expect(after).toMatchObject({ mailStatus: 'sent', mailAttempts: 1, mailError: null });
  });

  it('with the SMTP server down the inquiry is stored and marked failed; the retry sends it later', async () => {
    const down = await startSmtpSink();
    await down.close();
    configure({ SMTP_URL: down.url, SALES_EMAIL: 'sales@example.com' });
    const before = sink.messages.length;
    const state = await submitQuote('en', { status: 'idle' }, quoteForm('rudi@example.com', 'Rudi'));
    expect(state.status).toBe('sent');
    await runScheduled();
    const reference = state.status === 'sent' ? state.reference : '';
    const [failed] = await t.handle.db.select().from(inquiries).where(eq(inquiries.reference, reference));
    expect(failed).toMatchObject({ mailStatus: 'failed', mailAttempts: 1, mailError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    // The mail server is back (at its address): the retry sends what failed.
    const mail: MailConfig = {
      kind: 'smtp',
      url: sink.url,
      salesEmails: ['sales@example.com'],
      from: 'sales@example.com',
      copyToVisitor: false,
      visitorCopiesPerHour: 50,
    };
    const report = await retryInquiryMails({ db: t.handle.db, mail, siteUrl: 'http://localhost:3000' });
    expect(report).toMatchObject({ sent: 1, failed: 0, references: [reference] });
    const [received] = (await sink.waitFor(before + 1)).slice(before);
    expect(received?.subject).toBe(`Quote request ${reference} from Rudi`);
    const [sent] = await t.handle.db.select().from(inquiries).where(eq(inquiries.reference, reference));
    expect(sent).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null });
    // Nothing left to retry.
    expect(await retryInquiryMails({ db: t.handle.db, mail, siteUrl: 'http://localhost:3000' })).toMatchObject({ sent: 0, references: [] });
  });

  it('the retry leaves young pending mails (their after() may be running) and gives up after 5 attempts', async () => {
    configure({});
    const state = await submitQuote('en', { status: 'idle' }, quoteForm('ani@example.com', 'Ani'));
    expect(scheduled).toHaveLength(0); // no SMTP: nothing scheduled, stored as 'none'
    const reference = state.status === 'sent' ? state.reference : '';
    expect((await t.handle.db.select().from(inquiries).where(eq(inquiries.reference, reference)))[0]?.mailStatus).toBe('none');

    await t.handle.db.update(inquiries).set({ mailStatus: 'pending' }).where(eq(inquiries.reference, reference));
    const mail: MailConfig = {
      kind: 'smtp',
      url: sink.url,
      salesEmails: ['sales@example.com'],
      from: 'sales@example.com',
      copyToVisitor: false,
      visitorCopiesPerHour: 50,
    };
    const opts = { db: t.handle.db, mail, siteUrl: 'http://localhost:3000' };
    expect((await retryInquiryMails(opts)).references).toEqual([]);
    await t.handle.db
      .update(inquiries)
      .set({ mailStatus: 'failed', mailAttempts: MAX_MAIL_ATTEMPTS })
      .where(eq(inquiries.reference, reference));
    expect((await retryInquiryMails({ ...opts, now: new Date(Date.now() + PENDING_GRACE_MS + 1000) })).references).toEqual([]);
    await t.handle.db.update(inquiries).set({ mailStatus: 'pending', mailAttempts: 0 }).where(eq(inquiries.reference, reference));
    expect((await retryInquiryMails({ ...opts, now: new Date(Date.now() + PENDING_GRACE_MS + 1000) })).references).toEqual([reference]);
  });
});
