import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { getDbHandle, setDbHandleForTests } from './index';

// The OpenNext Worker publishes each request's { env, ctx } under this symbol (a fresh object per
// request); a PostgreSQL socket opened in one request cannot be used by the next one on Workers.
const CONTEXT = Symbol.for('__cloudflare-context__');
const globals = globalThis as Record<symbol, unknown>;
const saved = { ...process.env };

function configure(connections: string | undefined) {
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none'; // postgres.js connects lazily: never reached
  // Supabase mode: nothing to set up at start, so opening a handle sends no query.
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://abc.supabase.co';
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'anon';
  if (connections) process.env.DATABASE_CONNECTIONS = connections;
  else delete process.env.DATABASE_CONNECTIONS;
  resetConfigForTests();
  setDbHandleForTests(undefined);
}

afterEach(() => {
  delete globals[CONTEXT];
  process.env = { ...saved };
  resetConfigForTests();
  setDbHandleForTests(undefined);
});

describe('DATABASE_CONNECTIONS', () => {
  it('per-request: each Worker request gets its own client, reused within the request', async () => {
    configure('per-request');
    globals[CONTEXT] = { ctx: 'first request' };
    const first = await getDbHandle();
    expect(await getDbHandle()).toBe(first);
    globals[CONTEXT] = { ctx: 'second request' };
    const second = await getDbHandle();
    expect(second).not.toBe(first);
    await Promise.all([first.close(), second.close()]);
  });

  it('pool (the default): one client for the process, even inside a Worker request', async () => {
    configure(undefined);
    globals[CONTEXT] = { ctx: 'first request' };
    const first = await getDbHandle();
    globals[CONTEXT] = { ctx: 'second request' };
    expect(await getDbHandle()).toBe(first);
    await first.close();
  });

  it('per-request outside a Worker request (scripts, tests): the process pool', async () => {
    configure('per-request');
    const first = await getDbHandle();
    expect(await getDbHandle()).toBe(first);
    await first.close();
  });
});
