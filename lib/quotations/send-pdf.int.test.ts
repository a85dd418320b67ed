// @engine-independent: the buyer's mail and its PDF through the SMTP sink
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { resetConfigForTests } from '@/lib/config';
import { insertTestInquiry } from '@/lib/inquiries/admin-test-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { sessionTokenFor } from '@/tests/session';
import { startSmtpSink, type SmtpSink } from '@/tests/smtp-sink';
import { pdfPages } from './document/test-pdf-inspect';
import { cookieJar } from '@/tests/request-mocks';

// Sending a quotation mails the buyer the sent version's PDF as an attachment, in the buyer's
// language, through a real SMTP conversation (the sink on a loopback port) read back with PDF.js.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/cache', () => ({ refresh: vi.fn(), updateTag: vi.fn(), revalidateTag: vi.fn(), revalidatePath: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'AdminQuotations' }),
}));

const actions = await import('./actions');
const { createQuotationFromInquiry } = await import('./writes');

let t: TestDatabase;
let sink: SmtpSink;
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

beforeAll(async () => {
  t = await createTestDatabase();
  sink = await startSmtpSink();
  vi.stubEnv('SMTP_URL', sink.url);
  vi.stubEnv('SALES_EMAIL', 'sales@example.com');
  vi.stubEnv('DATA_DIR', t.dataDir);
  resetConfigForTests();
  const { account } = await upsertAccount(t.handle.db, 'sales-pdf@example.com', 'sales-password-12345', 'sales');
  cookieJar.token = await sessionTokenFor(t.handle.db, account, process.env.SESSION_SECRET!);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  await sink?.close();
  await t?.cleanup();
});

it('mails the buyer the PDF of the sent version, in Chinese, named after the reference and version', async () => {
  const inquiryId = await insertTestInquiry(t.handle.db, { reference: 'Q-2611-SEND1', locale: 'zh-CN', email: 'wang@example.com' });
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId);
  if (!created.ok) throw new Error(created.reason);
  const id = String(created.value.id);
  const draft = JSON.stringify({
    currency: 'CNY',
    locale: 'zh-CN',
    validUntil: '2099-12-31',
    paymentTerms: '',
    incoterms: 'FOB',
    note: '',
    lines: [
      {
        kind: 'custom',
        itemId: null,
        name: '定制内衬',
        itemCode: '',
        quantityNote: '',
        leadTime: '',
        note: '',
        tiers: [{ quantity: 1000, price: '8.8' }],
      },
    ],
  });
  expect(await actions.saveQuotationDraftAction('en', null, form({ id, version: '1', revision: '0', draft }))).toMatchObject({ ok: true });
  const sent = await actions.sendQuotationAction('en', null, form({ id, version: '1', revision: '1' }));
  expect(sent).toMatchObject({ ok: true, data: { mail: 'sent' } });
  expect(sent.ok && sent.message).not.toContain(en.AdminQuotations.editor.pdfNotAttached);

  const [mail] = await sink.waitFor(1);
  expect(mail!.to).toEqual(['wang@example.com']);
  expect(mail!.text).toMatch(/\/zh-CN\/q\/[A-Za-z0-9_-]{43}/);
  expect(mail!.attachments.map((a) => [a.name, a.contentType])).toEqual([
    [expect.stringMatching(/^QT-\d{4}-\d{4}-v1\.pdf$/), 'application/pdf'],
  ]);
  // The HTML part shows the company's logo, sent inline (no image from the web).
  expect(mail!.inline.map((i) => [i.cid, i.contentType])).toEqual([['company-logo', 'image/png']]);
  expect(mail!.html).toContain('cid:company-logo');
  const text = (await pdfPages(mail!.attachments[0]!.bytes)).join(' ');
  expect(text).toContain('定制内衬');
  expect(text).toContain('¥8.80');
  expect(text).toContain('报价单');
});

it('still sends (the link, no attachment) when the PDF cannot be made, and says so', async () => {
  const inquiryId = await insertTestInquiry(t.handle.db, { reference: 'Q-2611-SEND2', locale: 'en', email: 'nopdf@example.com' });
  const created = await createQuotationFromInquiry(t.handle.db, inquiryId);
  if (!created.ok) throw new Error(created.reason);
  const id = String(created.value.id);
  const line = {
    kind: 'custom',
    itemId: null,
    name: 'Box',
    itemCode: '',
    quantityNote: '',
    leadTime: '',
    note: '',
    tiers: [{ quantity: 10, price: '1' }],
  };
  const draft = JSON.stringify({
    currency: 'USD',
    locale: 'en',
    validUntil: '2099-12-31',
    paymentTerms: '',
    incoterms: '',
    note: '',
    lines: [line],
  });
  expect(await actions.saveQuotationDraftAction('en', null, form({ id, version: '1', revision: '0', draft }))).toMatchObject({ ok: true });
  // An amount no form can produce: past the safe integers, so the renderer refuses to format it.
  await t.handle.runner.query(
    `update quotation_tiers set unit_price_minor = 9007199254740993 where line_id in
       (select l.id from quotation_lines l join quotation_versions v on v.id = l.version_id where v.quotation_id = $1)`,
    [created.value.id],
  );
  const before = sink.messages.length;
  const sent = await actions.sendQuotationAction('en', null, form({ id, version: '1', revision: '1' }));
  expect(sent).toMatchObject({ ok: true, data: { mail: 'sent' } });
  expect(sent.ok && sent.message).toContain(en.AdminQuotations.editor.pdfNotAttached);
  const mail = (await sink.waitFor(before + 1))[before]!;
  expect(mail.to).toEqual(['nopdf@example.com']);
  expect(mail.text).toMatch(/\/q\/[A-Za-z0-9_-]{43}/);
  expect(mail.attachments).toEqual([]);
  const [row] = await t.handle.runner.query<{ status: string }>('select status from quotation_versions where quotation_id = $1', [
    created.value.id,
  ]);
  expect(row!.status).toBe('sent');
});
