import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '@/lib/config';
import { setDbHandleForTests, type DbHandle } from '@/lib/db';
import { setFreeSpaceSourceForTests } from '@/lib/storage/disk-space';
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

/** A database that answers. */
function workingHandle(): DbHandle {
  const execute = () => Promise.resolve([]);
  return { ...brokenHandle('reject'), kind: 'embedded', db: { execute } as unknown as DbHandle['db'] };
}

describe("GET /api/health: the data folder's disk (decision 086)", () => {
  const MB = 1024 * 1024;
  const freeSpace = (freeBytes: number) => setFreeSpaceSourceForTests(async () => ({ freeBytes, totalBytes: 1024 * MB }));
  afterEach(() => {
    setFreeSpaceSourceForTests(undefined);
    setDbHandleForTests(undefined);
    vi.unstubAllEnvs();
    resetConfigForTests();
    vi.restoreAllMocks();
  });

  it.each([
    [10_000 * MB, 'ok', 'ok'],
    [200 * MB, 'low', 'degraded'], // under 4 × the 64 MB reserve
    [10 * MB, 'full', 'degraded'], // under the reserve: writes refused, every page still served
  ])('embedded, %d bytes free: disk %s, status %s, 200', async (freeBytes, disk, status) => {
    setDbHandleForTests(workingHandle());
    freeSpace(freeBytes);
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status, database: 'up', cache: 'local', disk: { status: disk, freeBytes } });
  });

  it('follows DISK_RESERVE_MB', async () => {
    vi.stubEnv('DISK_RESERVE_MB', '8');
    resetConfigForTests();
    setDbHandleForTests(workingHandle());
    freeSpace(40 * MB);
    expect(await (await GET()).json()).toMatchObject({ status: 'ok', disk: { status: 'ok' } });
    freeSpace(20 * MB);
    expect(await (await GET()).json()).toMatchObject({ status: 'degraded', disk: { status: 'low' } });
  });

  it('measures the real file system of DATA_DIR (its nearest existing folder before the first start)', async () => {
    vi.stubEnv('DATA_DIR', path.join(os.tmpdir(), `pkg-health-not-created-${process.pid}`, 'data'));
    resetConfigForTests();
    setDbHandleForTests(workingHandle());
    const { disk } = (await (await GET()).json()) as { disk: { status: string; freeBytes: number } };
    expect(disk.freeBytes).toBeGreaterThan(0);
    expect(['ok', 'low', 'full']).toContain(disk.status);
  });

  it('says unknown (degraded, 200) when the free space cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setDbHandleForTests(workingHandle());
    setFreeSpaceSourceForTests(async () => {
      throw new Error('EACCES');
    });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'degraded', disk: { status: 'unknown' } });
  });

  it('has no disk part on PostgreSQL with Supabase Storage: nothing is stored under DATA_DIR', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:1/postgres');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abc.supabase.co');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon');
    resetConfigForTests();
    setDbHandleForTests(workingHandle());
    freeSpace(0);
    expect(await (await GET()).json()).toEqual({ status: 'ok', database: 'up', cache: 'local' });
  });
});
