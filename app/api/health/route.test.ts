import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { setDbHandleForTests, type DbHandle } from '@/lib/db';
import { GET } from './route';

/** A handle whose every query fails or never answers (a database that is down or hung). */
function brokenHandle(mode: 'reject' | 'hang'): DbHandle {
  const execute = () => (mode === 'reject' ? Promise.reject(new Error('connection refused')) : new Promise<never>(() => {}));
  return {
    kind: 'postgres',
    db: { execute } as unknown as DbHandle['db'],
    runner: { exec: execute, query: execute, transaction: execute } as unknown as DbHandle['runner'],
    stats: { queries: 0 },
    close: async () => {},
  };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function timedGet(): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await GET();
  return { response, ms: performance.now() - started };
}

describe('GET /api/health when the database is down', () => {
  afterEach(() => {
    setDbHandleForTests(undefined);
    vi.unstubAllEnvs();
    resetConfigForTests();
    vi.restoreAllMocks();
  });

  it('answers 503 with Retry-After at once when queries fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setDbHandleForTests(brokenHandle('reject'));
    const { response, ms } = await timedGet();
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toMatchObject({ status: 'unavailable' });
    expect(ms).toBeLessThan(1000);
  });

  it('answers 503 within 2 s when the database hangs', async () => {
    setDbHandleForTests(brokenHandle('hang'));
    const { response, ms } = await timedGet();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(ms).toBeLessThan(2500);
  });

  it('answers 503 within 2 s when DATABASE_URL points at a closed port', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('DATABASE_URL', `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`);
    resetConfigForTests();
    setDbHandleForTests(undefined);
    const { response, ms } = await timedGet();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    // no internals leak to the client
    expect(JSON.stringify(await response.json())).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres:/);
    expect(ms).toBeLessThan(2500);
  });
});
