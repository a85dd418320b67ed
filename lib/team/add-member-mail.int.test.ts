// @engine-independent: the set-password mail through the SMTP sink
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { startSmtpSink, type SmtpSink } from '@/tests/smtp-sink';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { resetConfigForTests } from '@/lib/config';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// Adding an administrator on the embedded backend: with SMTP set up, the one-time set-password link
// goes to the new administrator by e-mail (through a real SMTP server on loopback) and is not shown;
// without it, the owner is shown the link once.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'adminTeam' }),
}));

const { addMemberAction } = await import('./actions');

let t: TestDatabase;
let sink: SmtpSink;
const ENV_KEYS = ['SMTP_URL', 'SALES_EMAIL'] as const;
function configure(env: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
  resetConfigForTests();
}
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

beforeAll(async () => {
  t = await createTestDatabase();
  sink = await startSmtpSink();
  const { account } = await upsertAccount(t.handle.db, 'owner@example.com', 'owner-password-1');
  cookieJar.token = await sessionTokenFor(t.handle.db, account, process.env.SESSION_SECRET!);
});
afterEach(() => configure({}));
afterAll(async () => {
  await sink.close();
  await t.cleanup();
});

it('e-mails the set-password link through SMTP when it is set up, and does not show it', async () => {
  configure({ SMTP_URL: sink.url, SALES_EMAIL: 'sales@example.com' });
  const added = await addMemberAction('en', null, form({ email: 'mailed@example.com', role: 'sales' }));
  expect(added).toMatchObject({ ok: true, data: { email: 'mailed@example.com', hours: 48, sent: 'mail' } });
  expect(added.ok && added.data.link).toBeFalsy();
  const [mail] = await sink.waitFor(1);
  expect(mail!.to).toEqual(['mailed@example.com']);
  expect(mail!.subject).toBe(en.adminTeam.mail.subject);
  expect(mail!.text).toMatch(/\/set-password\?token=[\w-]{40,}/);
});

it('shows the link once when no SMTP is set up', async () => {
  const before = sink.messages.length;
  const added = await addMemberAction('en', null, form({ email: 'shown@example.com', role: 'sales' }));
  expect(added.ok && added.data.link).toMatch(/\/set-password\?token=/);
  expect(added.ok && added.data.sent).toBeUndefined();
  expect(sink.messages.length).toBe(before);
});
