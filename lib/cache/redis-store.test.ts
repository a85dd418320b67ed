import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The Redis handler's own rules, against a real redis-server (Debian's; skipped without it):
// build-id keys, no 404s stored, route handlers' tags, a hung Redis bounded, missed
// invalidations replayed. The two-instance journeys are the scale-out lane.
const require = createRequire(import.meta.url);
const redisBin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));

type Handler = {
  get(key: string, ctx: unknown): Promise<{ value: { status?: number } } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string[]): Promise<void>;
};
type State = {
  client: { isReady: boolean; keys(p: string): Promise<string[]>; quit(): Promise<unknown> };
  pendingTags: Set<string>;
  pausedUntil: number;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const page = (status: number, tags: string) => ({
  kind: 'APP_PAGE',
  html: '<p>x</p>',
  rscData: Buffer.from('f'),
  headers: { 'x-next-cache-tags': tags },
  status,
  segmentData: new Map(),
});
const route = (tags: string) => ({ kind: 'APP_ROUTE', body: Buffer.from('<rss/>'), headers: { 'x-next-cache-tags': tags }, status: 200 });
const ctx = { cacheControl: { revalidate: false } };

describe.skipIf(!redisBin)('page cache handler, Redis store (REDIS_URL set)', () => {
  let redis: ChildProcess;
  let handler: Handler;
  let state: State;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-handler-test-'));

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(redisBin!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
    fs.mkdirSync(path.join(dir, 'dist', 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist', 'BUILD_ID'), 'testBuild42');
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const Handler = require('./cache-handler.cjs') as new (ctx: unknown) => Handler;
    handler = new Handler({ serverDistDir: path.join(dir, 'dist', 'server'), dev: false });
    state = (globalThis as unknown as Record<symbol, State>)[Symbol.for('pkg.shared-route-cache')]!;
    await vi.waitFor(() => expect(state.client.isReady).toBe(true), { timeout: 10_000, interval: 50 });
  });

  afterAll(async () => {
    await state?.client.quit().catch(() => {});
    redis?.kill('SIGKILL');
    vi.unstubAllEnvs();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores pages under `pkg:<build id>:` and drops them when a tag is invalidated', async () => {
    await handler.set('/en/product/1', page(200, 'item:1,_N_T_/en/product/1'), ctx);
    expect((await handler.get('/en/product/1', { softTags: [] }))?.value.status).toBe(200);
    expect(await state.client.keys('pkg:testBuild42:/en/product/1')).toHaveLength(1);
    await handler.revalidateTag(['item:1']);
    expect(await handler.get('/en/product/1', { softTags: [] })).toBeNull();
  });

  it('never stores a 404 for a key without an entry, but lets it replace a page that existed', async () => {
    await handler.set('/en/product/987654', page(404, '_N_T_/en/product/987654'), ctx);
    expect(await state.client.keys('*987654*')).toEqual([]);
    await handler.set('/en/product/2', page(200, 'item:2'), ctx);
    await handler.set('/en/product/2', page(404, 'item:2'), ctx);
    expect((await handler.get('/en/product/2', { softTags: [] }))?.value.status).toBe(404);
  });

  it('invalidates route handlers (RSS, sitemap) by the tags Next puts in their headers', async () => {
    await handler.set('/en/blog/rss.xml', route('posts,_N_T_/en/blog/rss.xml'), {});
    expect(await handler.get('/en/blog/rss.xml', { softTags: [] })).not.toBeNull();
    await handler.revalidateTag(['posts']);
    expect(await handler.get('/en/blog/rss.xml', { softTags: [] })).toBeNull();
  });

  it('does not store a page rendered before one of its tags was invalidated (a late write)', async () => {
    await handler.revalidateTag(['item:3']);
    await handler.set('/en/product/3', page(200, 'item:3'), ctx);
    expect(await state.client.keys('*/en/product/3')).toEqual([]);
    await handler.set('/en/product/4', page(200, 'item:4'), ctx);
    expect(await state.client.keys('*/en/product/4')).toHaveLength(1);
  });

  it('answers within the timeout when Redis hangs, and replays the missed invalidation after', async () => {
    await handler.set('/en/blog', page(200, 'list'), ctx);
    expect(await handler.get('/en/blog', { softTags: [] })).not.toBeNull();
    redis.kill('SIGSTOP');
    try {
      const started = performance.now();
      expect(await handler.get('/en/blog', { softTags: [] })).toBeNull();
      await handler.revalidateTag(['list']);
      expect(performance.now() - started).toBeLessThan(1500);
      expect([...state.pendingTags]).toEqual(['list']);
    } finally {
      redis.kill('SIGCONT');
    }
    state.pausedUntil = 0; // skip the 3 s pause
    expect(await handler.get('/en/blog', { softTags: [] })).toBeNull();
    expect(state.pendingTags.size).toBe(0);
  });
});
