// @engine-independent: the route's answers; sessions are proven in lib/auth on both engines
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';

// The sign-out route handler, called directly: its same-origin check believes X-Forwarded-Host
// only when TRUST_PROXY says a proxy wrote it.
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());

const { resetConfigForTests } = await import('@/lib/config');
const { POST: logout } = await import('./route');

const post = (headers: Record<string, string>) =>
  new NextRequest('http://127.0.0.1:3000/api/auth/logout', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'locale=en',
  });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('POST /api/auth/logout: forwarded host', () => {
  it('without TRUST_PROXY a client-sent X-Forwarded-Host matching a foreign Origin is refused (403)', async () => {
    vi.stubEnv('TRUST_PROXY', '');
    resetConfigForTests();
    const response = await logout(post({ origin: 'https://evil.test', 'x-forwarded-host': 'evil.test' }));
    expect(response.status).toBe(403);
    expect((await logout(post({ origin: 'http://127.0.0.1:3000' }))).status).toBe(303);
  });

  it('behind a declared proxy its X-Forwarded-Host names the public host', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    resetConfigForTests();
    expect((await logout(post({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' }))).status).toBe(303);
    expect((await logout(post({ origin: 'https://evil.test', 'x-forwarded-host': 'shop.example' }))).status).toBe(403);
  });
});
