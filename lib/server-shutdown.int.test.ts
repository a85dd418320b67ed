import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { installShutdown, shutdownOn } from './server-shutdown';

describe('shutdown on SIGTERM (the container stop)', () => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup().catch(() => {});
    t = undefined;
  });

  it('closes the real database, then exits 0; a second signal does nothing more', async () => {
    t = await createTestDatabase();
    const handle = t.handle;
    await handle.db.execute(sql`select 1`);
    const exits: number[] = [];
    const stop = shutdownOn(() => handle.close(), { exit: (code) => exits.push(code), log: () => {} });
    await stop('SIGTERM');
    await stop('SIGTERM');
    expect(exits).toEqual([0]);
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('exits 1 when closing fails, and 1 when closing hangs past the bound', async () => {
    const failed: number[] = [];
    await shutdownOn(() => Promise.reject(new Error('boom')), { exit: (c) => failed.push(c), log: () => {} })('SIGTERM');
    expect(failed).toEqual([1]);
    const hung: number[] = [];
    void shutdownOn(() => new Promise(() => {}), { exit: (c) => hung.push(c), timeoutMs: 50, log: () => {} })('SIGTERM');
    await new Promise((r) => setTimeout(r, 150));
    expect(hung).toEqual([1]);
  });

  it('leaves the signals to Next unless NEXT_MANUAL_SIG_HANDLE is set', () => {
    const before = process.env.NEXT_MANUAL_SIG_HANDLE;
    delete process.env.NEXT_MANUAL_SIG_HANDLE;
    try {
      const listeners = process.listenerCount('SIGTERM');
      expect(installShutdown(async () => {})).toBe(false);
      expect(process.listenerCount('SIGTERM')).toBe(listeners);
    } finally {
      if (before !== undefined) process.env.NEXT_MANUAL_SIG_HANDLE = before;
    }
  });
});
