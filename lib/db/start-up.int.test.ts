import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../config';
import { getDbHandle, registerDatabaseStartUp, resetDatabaseStartUpForTests, type DbHandle } from './index';
import { openDatabase } from './client';
import { executeRows } from './rows';
import { sql } from 'drizzle-orm';

// lib/db opens the database; the start-up work (migrate, seed, admin) is handed in from above.
// In a Next server a request can ask for the database before instrumentation.ts registered that
// work: it must wait for it, not get an unmigrated database.

// One data folder for the file (PGlite's initdb runs once; each test reopens it), so the tests run
// in this order: nothing registered, then a start-up that creates a table, then a failing one.
let dataDir: string;
let opened: DbHandle | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pkg-startup-'));
  // initdb here, under the hook's longer timeout: the tests only reopen the folder.
  await (await openDatabase({ kind: 'embedded', dataDir })).close();
});
beforeEach(() => {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', '');
  resetConfigForTests();
  resetDatabaseStartUpForTests();
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
  resetDatabaseStartUpForTests();
  vi.unstubAllEnvs();
  resetConfigForTests();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('getDbHandle and the registered start-up', () => {
  it('outside a server (scripts, tests) opens the database as it is when nothing is registered', async () => {
    const handle = await getDbHandle();
    opened = handle;
    const rows = await executeRows<{ n: number }>(handle.db, sql`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('in a Next server, waits for the start-up registered later and runs it once before anyone gets the handle', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const ran: string[] = [];
    let settled = false;
    const early = getDbHandle().then((h) => ((settled = true), h));
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false); // nothing registered yet: the request waits

    registerDatabaseStartUp(async (handle) => {
      ran.push('start-up');
      await handle.db.execute(sql`create table started (n int)`);
    });
    const [a, b] = await Promise.all([early, getDbHandle()]);
    opened = a;
    expect(b).toBe(a);
    expect(ran).toEqual(['start-up']);
    expect(await executeRows(a.db, sql`select count(*)::int as n from started`)).toEqual([{ n: 0 }]);
  });

  it('a failed start-up is tried again by the next caller', async () => {
    let calls = 0;
    registerDatabaseStartUp(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
    });
    await expect(getDbHandle()).rejects.toThrow('database down');
    opened = await getDbHandle();
    expect(calls).toBe(2);
  });
});
