// @engine-independent: the set-password mail through the SMTP sink
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { startSmtpSink, type SmtpSink } from '@/tests/smtp-sink';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { siteConfig } from '@/lib/site-config';
import { resetConfigForTests } from '@/lib/config';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';

// Adding an administrator on the embedded backend, and a new link for one who has not used theirs:
// with SMTP set up, the one-time set-password link goes to them by e-mail (through a real SMTP server
// on loopback), naming the company and the owner who invited, and is not shown; without it, or when
// the mail fails (a server that is not there), the owner is shown the link once and told why.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'adminTeam' }),
}));

const { addMemberAction, newLinkAction } = await import('./actions');
const { linkAccount, redeemPasswordLink } = await import('./members');

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

let deadUrl: string;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const idOf = async (email: string) =>
  (await t.handle.runner.query<{ id: string }>('select id from admin_users where email = $1', [email]))[0]!.id;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

beforeAll(async () => {
  t = await createTestDatabase();
  sink = await startSmtpSink();
  // An SMTP address nobody listens on: the connection is refused, as with a server that is down.
  const dead = await startSmtpSink();
  deadUrl = dead.url;
  await dead.close();
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
  expect(mail!.subject).toBe(fill(en.adminTeam.mail.subject, { company: siteConfig.companyName }));
  expect(mail!.text).toMatch(/\/set-password\?token=[\w-]{40,}/);
  // Who invited, for which company, and where to sign in afterwards; a reply reaches the owner.
  expect(mail!.text).toContain(`owner@example.com has added you as an administrator of the ${siteConfig.companyName} website`);
  expect(mail!.text).toContain(siteConfig.legalName);
  expect(mail!.text).toMatch(/sign in at http:\/\/[^/\s]+\/login\n/);
  expect(mail!.headers.get('reply-to')).toBe('owner@example.com');
});

it('shows the link once, saying the mail could not be sent, when the SMTP server fails', async () => {
  configure({ SMTP_URL: deadUrl, SALES_EMAIL: 'sales@example.com' });
  const added = await addMemberAction('en', null, form({ email: 'unlucky@example.com', role: 'sales' }));
  expect(added).toMatchObject({
    ok: true,
    data: { email: 'unlucky@example.com', hours: 48, mailFailed: true },
    message: fill(en.adminTeam.done.addedMailFailed, { email: 'unlucky@example.com' }),
  });
  expect(added.ok && added.data.sent).toBeUndefined();
  expect(await linkAccount(t.handle.db, tokenOf((added.ok && added.data.link) || ''))).toMatchObject({ email: 'unlucky@example.com' });
});

it('e-mails a new link for an unused one; the old link stops working; audited', async () => {
  configure({ SMTP_URL: sink.url, SALES_EMAIL: 'sales@example.com' });
  await addMemberAction('en', null, form({ email: 'again@example.com', role: 'blog' }));
  const first = sink.messages.findLast((m) => m.to.includes('again@example.com'));
  const firstToken = /token=([\w-]+)/.exec(first!.text)![1]!;
  const before = sink.messages.length;
  const renewed = await newLinkAction('en', null, form({ id: await idOf('again@example.com') }));
  expect(renewed).toMatchObject({
    ok: true,
    data: { email: 'again@example.com', sent: 'mail' },
    message: fill(en.adminTeam.done.linkMailed, { email: 'again@example.com' }),
  });
  expect(renewed.ok && renewed.data.link).toBeFalsy();
  const second = (await sink.waitFor(before + 1))[before]!;
  expect(second.to).toEqual(['again@example.com']);
  const secondToken = /token=([\w-]+)/.exec(second.text)![1]!;
  expect(secondToken).not.toBe(firstToken);
  expect(await linkAccount(t.handle.db, firstToken)).toBeNull();
  expect(await linkAccount(t.handle.db, secondToken)).toMatchObject({ email: 'again@example.com' });
  const [entry] = await t.handle.runner.query<Record<string, unknown>>(
    `select action, actor_email, target_label from audit_log order by id desc limit 1`,
  );
  expect(entry).toEqual({ action: 'team.link_renewed', actor_email: 'owner@example.com', target_label: 'again@example.com' });

  // The mail fails this time: the new link is shown, with the reason.
  configure({ SMTP_URL: deadUrl, SALES_EMAIL: 'sales@example.com' });
  const shown = await newLinkAction('en', null, form({ id: await idOf('again@example.com') }));
  expect(shown).toMatchObject({
    ok: true,
    data: { email: 'again@example.com', mailFailed: true },
    message: fill(en.adminTeam.done.linkMailFailed, { email: 'again@example.com' }),
  });
  expect(await linkAccount(t.handle.db, secondToken)).toBeNull();
  const shownToken = tokenOf((shown.ok && shown.data.link) || '');
  // Once the password is set through it there is no unused link left to renew.
  expect(await redeemPasswordLink(t.handle.db, shownToken, 'a-long-new-password-1')).toBeTruthy();
  expect(await newLinkAction('en', null, form({ id: await idOf('again@example.com') }))).toEqual({
    ok: false,
    formError: en.adminTeam.errors.noUnusedLink,
  });
});

it('shows the link once when no SMTP is set up', async () => {
  const before = sink.messages.length;
  const added = await addMemberAction('en', null, form({ email: 'shown@example.com', role: 'sales' }));
  expect(added.ok && added.data.link).toMatch(/\/set-password\?token=/);
  expect(added.ok && added.data.sent).toBeUndefined();
  expect(sink.messages.length).toBe(before);
});
