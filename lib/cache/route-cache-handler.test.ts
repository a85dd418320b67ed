import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The handler is CommonJS (Next loads it itself); a fresh copy per test resets its disk budget.
const require = createRequire(import.meta.url);
const handlerPath = require.resolve('./route-cache-handler.cjs');
type Handler = {
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  get(key: string, ctx: unknown): Promise<{ value: unknown } | null>;
};
function freshHandler() {
  delete require.cache[handlerPath];
  const Handler = require(handlerPath) as new (ctx: unknown) => Handler;
  const written: string[] = [];
  const fs = {
    mkdir: vi.fn(async () => {}),
    writeFile: vi.fn(async (file: string) => void written.push(file)),
    readFile: vi.fn(async () => {
      throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    }),
    existsSync: (file: string) => written.includes(file),
  };
  const handler = new Handler({
    fs,
    flushToDisk: true,
    serverDistDir: '/tmp/route-cache-test/server',
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  });
  return { handler, written };
}

const page = (status: number, html = '<html>ok</html>') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('flight'),
  headers: {},
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const ctx = { cacheControl: { revalidate: false, expire: undefined }, isFallback: false };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('route cache handler', () => {
  it('writes a found page, and never a 404 page', async () => {
    const { handler, written } = freshHandler();
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/1', page(200), ctx);
    expect(written.some((f) => f.endsWith('/en/product/1.html'))).toBe(true);
    written.length = 0;
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/999', page(404), ctx);
    expect(written).toEqual([]);
  });

  it('a 404 replaces a page that existed (deleted or unpublished), so it is not served stale', async () => {
    const { handler, written } = freshHandler();
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/7', page(200), ctx);
    const before = written.length;
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/7', page(404, '<html>gone</html>'), ctx);
    expect(written.length).toBeGreaterThan(before);
    const fetchCtx = { fetchCache: true, tags: ['item:7'] };
    await handler.set('item-7', { kind: 'FETCH', data: { headers: {}, body: '{"id":7}', status: 200, url: '' }, revalidate: 60 }, fetchCtx);
    await handler.set('item-7', { kind: 'FETCH', data: { headers: {}, body: 'null', status: 200, url: '' }, revalidate: 60 }, fetchCtx);
    expect(written.filter((f) => f.endsWith('item-7'))).toHaveLength(2);
  });

  it('does not keep an unstable_cache read that found nothing', async () => {
    const { handler, written } = freshHandler();
    const fetchCtx = { fetchCache: true, tags: ['item:999'] };
    await handler.set('missing', { kind: 'FETCH', data: { headers: {}, body: 'null', status: 200, url: '' }, revalidate: 60 }, fetchCtx);
    expect(written).toEqual([]);
    await handler.set('found', { kind: 'FETCH', data: { headers: {}, body: '{"id":1}', status: 200, url: '' }, revalidate: 60 }, fetchCtx);
    expect(written).toHaveLength(1);
  });

  it('stops writing pages to disk once its budget is spent', async () => {
    vi.stubEnv('ROUTE_CACHE_MAX_DISK_MB', '0.01'); // ~10 KB
    const { handler, written } = freshHandler();
    const big = 'x'.repeat(6000);
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/1', page(200, big), ctx);
    const afterFirst = written.length;
    expect(afterFirst).toBeGreaterThan(0);
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/2', page(200, big), ctx);
    expect(written).toHaveLength(afterFirst);
    // Rewriting an entry already on disk (revalidation) stays within the budget.
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/1', page(200, big), ctx);
    expect(written.length).toBeGreaterThan(afterFirst);
  });
});
