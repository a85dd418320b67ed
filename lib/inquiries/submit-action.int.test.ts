// @engine-independent: the form post's parsing and answers; storing is proven in submit on both engines
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { PEER_ADDRESS_HEADER } from '@/lib/auth/client-ip';
import { categories, inquiries, items } from '@/lib/db/schema';

// The server action as the /quote page calls it: bound locale, previous state, the form's FormData.
// The visitor's address comes from the request headers (the peer address the server wrote).

const request = vi.hoisted(() => ({ peer: '192.0.2.10' }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ [PEER_ADDRESS_HEADER]: request.peer }) }));

const { submitQuote } = await import('./submit-action');

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values({ id: 1, name: 'Softbox' });
  await t.handle.db.insert(items).values({ id: 5, itemName: 'Pizza box', itemCode: 'SB-5', categoryId: 1 });
});
afterAll(async () => t?.cleanup());

function quoteForm(email: string): FormData {
  const f = new FormData();
  f.append('itemId', '5');
  f.append('quantity', '300');
  f.append('note', 'kraft');
  f.set('name', 'Budi');
  f.set('email', email);
  f.set('consent', 'on');
  return f;
}

describe('submitQuote (server action)', () => {
  it('stores the inquiry and answers in the bound locale; an unknown locale falls back to English', async () => {
    const sent = await submitQuote('zh-CN', { status: 'idle' }, quoteForm('budi@example.com'));
    expect(sent).toMatchObject({
      status: 'sent',
      contactName: 'Budi',
      lines: [{ name: 'Pizza box', quantity: 300, path: '/zh-CN/product/5' }],
    });
    const refused = await submitQuote('xx', { status: 'idle' }, new FormData());
    expect(refused).toMatchObject({ status: 'invalid', formError: 'Please check the highlighted fields.' });
    expect((await t.handle.db.select({ n: count() }).from(inquiries))[0]?.n).toBe(1);
  });

  it('counts the rate limit per peer address from the request headers', async () => {
    request.peer = '192.0.2.99';
    for (let i = 0; i < 5; i++) expect((await submitQuote('en', { status: 'idle' }, quoteForm(`b${i}@example.com`))).status).toBe('sent');
    expect(await submitQuote('en', { status: 'idle' }, quoteForm('b6@example.com'))).toMatchObject({
      formError: expect.stringContaining('Too many'),
    });
    request.peer = '192.0.2.100';
    expect((await submitQuote('en', { status: 'idle' }, quoteForm('b7@example.com'))).status).toBe('sent');
  });
});
